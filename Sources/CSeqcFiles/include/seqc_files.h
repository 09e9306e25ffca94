#ifndef SEQC_FILES_H
#define SEQC_FILES_H

/// The kernel's help for seqc's guarded file layer (Sources/SeqcCompiler/Files/): the
/// system calls that Swift cannot call directly (a variadic `syscall`) or that differ by
/// platform, each answering one question.

/// Opens `path` (relative) beneath the directory `directory`, following symbolic links
/// only while they stay beneath it, never through a /proc "magic" link: Linux's openat2
/// with RESOLVE_BENEATH and RESOLVE_NO_MAGICLINKS. A descriptor, or -1 with errno:
/// EXDEV or ELOOP when the path leaves `directory` (or uses an absolute link, which the
/// caller then judges itself), ENOSYS where the kernel or platform has no openat2.
#if defined(__linux__)
/// Linux's O_PATH (open to search or to look at, not to read), which the C library's
/// Swift overlay does not export.
#define SEQC_O_PATH 010000000
#endif

int seqc_open_beneath(int directory, const char *path, int flags);

/// 1 when the open file `descriptor` lives on a pseudo file system whose files are not
/// data (proc, sysfs, debugfs, cgroup, devfs...): they look like regular files of size
/// 0 yet read as the process's environment or the kernel's state. 0 when it does not,
/// -1 with errno when `fstatfs` fails.
int seqc_is_pseudo_file_system(int descriptor);

/// `seqc_is_pseudo_file_system` for an open file whose `st_dev` is `device`, asking the
/// kernel only when the device cannot tell: on Linux a file on a block device's file
/// system is never on a pseudo one (those are mounted without a device), so only files
/// on deviceless mounts (tmpfs, overlay and the pseudo file systems themselves) cost an
/// `fstatfs`.
int seqc_is_pseudo_file_system_on(int descriptor, unsigned long long device);

#endif
