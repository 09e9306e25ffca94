/* The floor under any libyaml-based routine tool: for each path given as an argument,
   or else read from standard input (one a line), parse the file into libyaml events and
   throw them away. seqc's benchmarks time this beside seqc, in the same run, and report
   seqc as a ratio of it. (Arguments let one file be timed without a shell.)

   build: cc -O2 -o floor bench/floor.c $(pkg-config --cflags --libs yaml-0.1) */
#include <stdio.h>
#include <string.h>
#include <yaml.h>

static int pull_events(FILE *file, long *events) {
  yaml_parser_t parser;
  yaml_event_t event;
  int ok = 1, finished = 0;
  if (!yaml_parser_initialize(&parser)) return 0;
  yaml_parser_set_input_file(&parser, file);
  while (!finished) {
    if (!yaml_parser_parse(&parser, &event)) { ok = 0; break; }
    finished = event.type == YAML_STREAM_END_EVENT;
    (*events)++;
    yaml_event_delete(&event);
  }
  yaml_parser_delete(&parser);
  return ok;
}

static void scan(const char *path, long *files, long *events, long *failed) {
  FILE *file = fopen(path, "rb");
  if (file == NULL || !pull_events(file, events)) (*failed)++;
  if (file != NULL) fclose(file);
  (*files)++;
}

int main(int argc, char **argv) {
  char line[8192];
  long files = 0, events = 0, failed = 0;
  for (int i = 1; i < argc; i++) scan(argv[i], &files, &events, &failed);
  while (argc == 1 && fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (line[0] == '\0') continue;
    scan(line, &files, &events, &failed);
  }
  printf("%ld files, %ld events, %ld failed\n", files, events, failed);
  return failed == 0 ? 0 : 1;
}
