#ifndef SEQC_SHA1_H
#define SEQC_SHA1_H

#include <stddef.h>
#include <stdint.h>

/// SHA-1 block compression with the processor's SHA instructions, for SeqcModel's SHA1
/// (version 5 UUIDs: every card id of a build is one). The portable Swift compression
/// stays the reference; tests hold this one equal to it. Only x86-64's SHA extensions
/// are used today; elsewhere `seqc_sha1_hardware_available` says no.

/// Nonzero when `seqc_sha1_compress_hardware` may run on this processor: x86-64 with the
/// SHA extensions, SSSE3 and SSE4.1 (the instructions it uses), as CPUID reports them.
int seqc_sha1_hardware_available(void);

/// Folds `blocks` 64-byte blocks from `data` into the five state words `state` (h0 to h4,
/// as SHA-1 defines them). Only when `seqc_sha1_hardware_available()` is nonzero.
void seqc_sha1_compress_hardware(uint32_t state[5], const void *data, size_t blocks);

#endif
