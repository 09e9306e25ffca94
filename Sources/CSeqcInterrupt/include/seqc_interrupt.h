#ifndef SEQC_INTERRUPT_H
#define SEQC_INTERRUPT_H

/// Cleanup when the process is interrupted: while outputs are being staged, the files
/// and directories made for them are registered here, and a SIGINT, SIGTERM or SIGHUP
/// removes every registered one and ends the process with exit status 3. Written in C
/// because a signal handler may only call async-signal-safe functions (unlink, rmdir,
/// write, _exit), which Swift code cannot promise.

/// Installs the handlers for SIGINT, SIGTERM and SIGHUP, and ignores SIGXFSZ and
/// SIGPIPE so that an oversized or refused write fails with an error (EFBIG, EPIPE)
/// that seqc reports instead of killing it.
void seqc_interrupt_install(void);

/// Registers `path` to be removed when the process is interrupted: a file, or with
/// `directory` nonzero a directory (removed only when empty). Returns a slot for
/// `seqc_interrupt_forget`, or -1 when memory ran out.
long seqc_interrupt_register(const char *path, int directory);

/// Registers `name` in the open directory `parent` (a descriptor the caller keeps open
/// until it forgets the slot), removed with `unlinkat`, which is async-signal-safe: a
/// staged output is removed from the directory it was made in, whatever its path has
/// come to name since. `seqc_interrupt_register` is this with AT_FDCWD.
long seqc_interrupt_register_at(int parent, const char *name, int directory);

/// Stops removing the path registered in `slot`.
void seqc_interrupt_forget(long slot);

/// Holds signals while a commit runs: a handler that fires meanwhile records the
/// signal and returns, so the committing code can finish or roll back as one step.
void seqc_interrupt_hold(void);

/// The signal that arrived while holding, or 0; holding goes on.
int seqc_interrupt_held(void);

/// Ends holding; returns the signal that arrived meanwhile, or 0.
int seqc_interrupt_release(void);

/// Renames `from` to `to` only if nothing is at `to`: 0, or -1 with errno (EEXIST or
/// ENOTEMPTY when something is there). Linux's renameat2 with RENAME_NOREPLACE and
/// macOS's renamex_np with RENAME_EXCL decide it atomically; where the file system
/// supports neither, `to` is looked at just before a plain rename. (In seqc_rename.c: it
/// commits the outputs the handlers above clean up after.)
int seqc_rename_noreplace(const char *from, const char *to);

/// `seqc_rename_noreplace` relative to open directories, as `renameat` is to `rename`
/// (Linux's renameat2, macOS's renameatx_np).
int seqc_renameat_noreplace(int from_directory, const char *from, int to_directory, const char *to);

#endif
