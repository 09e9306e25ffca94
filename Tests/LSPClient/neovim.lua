-- A headless Neovim (0.7's own LSP client) edits a routine with `seqc lsp`: it waits for
-- the diagnostics, applies the preferred code action and checks the buffer. Run by
-- neovim.sh; exits 0 when every check holds, 1 (with the reason) otherwise.
local seqc = os.getenv("SEQC_BIN")
local path = os.getenv("ROUTINE")

local function fail(message)
  io.stderr:write("neovim: " .. message .. "\n")
  vim.cmd("cquit 1")
end

vim.cmd("edit " .. vim.fn.fnameescape(path))
local buffer = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = "seqc", cmd = { seqc, "lsp" }, root_dir = vim.fn.fnamemodify(path, ":h") })
if not id then fail("the client did not start") end
vim.lsp.buf_attach_client(buffer, id)

if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50) then
  fail("no diagnostics published")
end
local diagnostic = vim.diagnostic.get(buffer)[1]
if diagnostic.source ~= "seqc" or diagnostic.lnum ~= 2 then
  fail("unexpected diagnostic: " .. vim.inspect(diagnostic))
end

local params = {
  textDocument = vim.lsp.util.make_text_document_params(),
  range = { start = { line = 2, character = 0 }, ["end"] = { line = 3, character = 0 } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buffer, 2) },
}
local answers = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 20000)
local chosen
for _, answer in pairs(answers or {}) do
  for _, action in ipairs(answer.result or {}) do
    if action.isPreferred and action.kind == "quickfix" then chosen = action end
  end
end
if not chosen then fail("no preferred quick fix: " .. vim.inspect(answers)) end
vim.lsp.util.apply_workspace_edit(chosen.edit, "utf-16")

local line = vim.api.nvim_buf_get_lines(buffer, 2, 3, false)[1]
local expected = '  - {countdown: "😀🏋️ Warm-up", duration: 45s}'
if line ~= expected then fail("line 3 is " .. vim.inspect(line) .. ", not " .. vim.inspect(expected)) end
-- The edit reaches the server as a change, and the problem it fixed is gone.
if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 50) then
  fail("diagnostics left after the fix: " .. vim.inspect(vim.diagnostic.get(buffer)))
end
io.stdout:write("neovim: diagnostics, code action and edit checked\n")
vim.cmd("qall!")
