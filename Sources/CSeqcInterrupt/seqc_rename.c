#define _GNU_SOURCE
#include "seqc_interrupt.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

int seqc_renameat_noreplace(int from_directory, const char *from, int to_directory, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    // The system call rather than glibc's wrapper, which glibc before 2.28 lacks.
    if (syscall(SYS_renameat2, from_directory, from, to_directory, to, 1 /* RENAME_NOREPLACE */) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS) return -1;
#elif defined(__APPLE__)
    if (renameatx_np(from_directory, from, to_directory, to, RENAME_EXCL) == 0) return 0;
    if (errno != ENOTSUP) return -1;
#endif
    struct stat info;
    if (fstatat(to_directory, to, &info, AT_SYMLINK_NOFOLLOW) == 0) {
        errno = EEXIST;
        return -1;
    }
    if (errno != ENOENT) return -1;
    return renameat(from_directory, from, to_directory, to);
}

int seqc_rename_noreplace(const char *from, const char *to) {
    return seqc_renameat_noreplace(AT_FDCWD, from, AT_FDCWD, to);
}
