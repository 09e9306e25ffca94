#define _GNU_SOURCE
#include "seqc_files.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/vfs.h>
#include <stdint.h>

// struct open_how and the RESOLVE_ flags as <linux/openat2.h> defines them, spelled out
// so seqc builds against kernel headers older than 5.6 (the call then fails with ENOSYS).
struct seqc_open_how {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
};
#define SEQC_RESOLVE_NO_MAGICLINKS 0x02
#define SEQC_RESOLVE_BENEATH 0x08
#ifndef SYS_openat2
#define SYS_openat2 437
#endif

int seqc_open_beneath(int directory, const char *path, int flags) {
    struct seqc_open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (uint64_t)(unsigned)flags;
    how.resolve = SEQC_RESOLVE_BENEATH | SEQC_RESOLVE_NO_MAGICLINKS;
    long result;
    do {
        result = syscall(SYS_openat2, directory, path, &how, sizeof how);
    } while (result < 0 && (errno == EINTR || errno == EAGAIN));
    return (int)result;
}

int seqc_is_pseudo_file_system(int descriptor) {
    struct statfs info;
    if (fstatfs(descriptor, &info) != 0) return -1;
    // The magic numbers of <linux/magic.h>: file systems whose files are the kernel's
    // or a process's state rather than stored data.
    static const unsigned long pseudo[] = {
        0x9fa0UL,      // proc
        0x62656572UL,  // sysfs
        0x64626720UL,  // debugfs
        0x74726163UL,  // tracefs
        0x73636673UL,  // securityfs
        0x27e0ebUL,    // cgroup
        0x63677270UL,  // cgroup2
        0x62656570UL,  // configfs
        0x6165676cUL,  // pstore
        0xde5e81e4UL,  // efivarfs
        0xcafe4a11UL,  // bpf
        0x65735543UL,  // fusectl
        0x1cd1UL,      // devpts
        0xf97cff8cUL,  // selinuxfs
        0x43415d53UL,  // smackfs
        0x42494e4dUL,  // binfmt_misc
        0x6e736673UL,  // nsfs
        0x1373UL,      // devfs
    };
    unsigned long type = (unsigned long)(unsigned int)info.f_type;
    for (unsigned i = 0; i < sizeof pseudo / sizeof pseudo[0]; i++) {
        if (type == pseudo[i]) return 1;
    }
    return 0;
}

int seqc_is_pseudo_file_system_on(int descriptor, unsigned long long device) {
    // Every file system of the list above is mounted without a device: the kernel gives
    // each such mount an anonymous device number, whose major is 0. A file whose device
    // has another major lives on a block device's file system, which is none of them.
    if (major((dev_t)device) != 0) return 0;
    return seqc_is_pseudo_file_system(descriptor);
}

#else
#include <sys/mount.h>
#include <sys/param.h>

int seqc_open_beneath(int directory, const char *path, int flags) {
    (void)directory;
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
}

int seqc_is_pseudo_file_system(int descriptor) {
    struct statfs info;
    if (fstatfs(descriptor, &info) != 0) return -1;
    static const char *const pseudo[] = {"devfs", "fdesc", "procfs"};
    for (unsigned i = 0; i < sizeof pseudo / sizeof pseudo[0]; i++) {
        if (strcmp(info.f_fstypename, pseudo[i]) == 0) return 1;
    }
    return 0;
}

int seqc_is_pseudo_file_system_on(int descriptor, unsigned long long device) {
    (void)device;
    return seqc_is_pseudo_file_system(descriptor);
}
#endif
