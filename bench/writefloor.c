/* The floor under writing a build's outputs: reads "SIZE NAME" lines from standard input
   (the sizes and names of a build's outputs) and, in the directory given as the only
   argument, which must not exist, creates each file under its name with one write of
   SIZE bytes. No compiling, no encoding: what storing the outputs costs the kernel on
   this file system, on one core. bench/table.py times it beside seqc's build, in the
   same run, into the same file system.

   build: cc -O2 -o writefloor bench/writefloor.c */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: writefloor NEW_DIRECTORY < sizes-and-names\n");
    return 2;
  }
  if (mkdir(argv[1], 0777) != 0) {
    perror(argv[1]);
    return 1;
  }
  char line[8192], path[8192];
  char *bytes = NULL;
  size_t room = 0;
  long files = 0, total = 0;
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = '\0';
    char *name = strchr(line, ' ');
    if (name == NULL) continue;
    *name++ = '\0';
    size_t size = strtoul(line, NULL, 10);
    if (size > room) {
      bytes = realloc(bytes, size);
      if (bytes == NULL) return 1;
      memset(bytes, '{', size);
      room = size;
    }
    snprintf(path, sizeof path, "%s/%s", argv[1], name);
    int descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (descriptor < 0 || write(descriptor, bytes, size) != (ssize_t)size || close(descriptor) != 0) {
      perror(path);
      return 1;
    }
    files++;
    total += (long)size;
  }
  printf("%ld files, %ld bytes\n", files, total);
  return 0;
}
