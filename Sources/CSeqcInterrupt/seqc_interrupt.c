#include "seqc_interrupt.h"

#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The registry grows in chunks that are never moved or freed, so a handler running at
/// any moment (on any thread) walks memory that stays valid. A forgotten slot keeps its
/// path (a handler on another thread may be reading it) and only clears its `live` flag,
/// so every copy stays reachable from `first_chunk`: memory held for the process's
/// life, a few bytes an output, never a leak a leak checker reports.
enum { chunk_size = 256 };

struct chunk {
    _Atomic(char *) paths[chunk_size];
    atomic_char directories[chunk_size];
    /// The directory descriptor each path is relative to (AT_FDCWD for a path).
    atomic_int parents[chunk_size];
    atomic_char live[chunk_size];
    _Atomic(struct chunk *) next;
};

static struct chunk first_chunk;
static atomic_long used_slots;
static atomic_int holding;
static atomic_int held_signal;

static struct chunk *chunk_for(long slot, int create) {
    struct chunk *chunk = &first_chunk;
    for (long index = slot / chunk_size; index > 0; index--) {
        struct chunk *next = atomic_load(&chunk->next);
        if (next == NULL) {
            if (!create) return NULL;
            struct chunk *fresh = calloc(1, sizeof(struct chunk));
            if (fresh == NULL) return NULL;
            struct chunk *expected = NULL;
            if (atomic_compare_exchange_strong(&chunk->next, &expected, fresh)) {
                next = fresh;
            } else {
                free(fresh);
                next = expected;
            }
        }
        chunk = next;
    }
    return chunk;
}

long seqc_interrupt_register(const char *path, int directory) {
    return seqc_interrupt_register_at(AT_FDCWD, path, directory);
}

long seqc_interrupt_register_at(int parent, const char *path, int directory) {
    char *copy = strdup(path);
    if (copy == NULL) return -1;
    long slot = atomic_fetch_add(&used_slots, 1);
    struct chunk *chunk = chunk_for(slot, 1);
    if (chunk == NULL) {
        free(copy);
        return -1;
    }
    atomic_store(&chunk->directories[slot % chunk_size], (char)(directory != 0));
    atomic_store(&chunk->parents[slot % chunk_size], parent);
    atomic_store(&chunk->paths[slot % chunk_size], copy);
    atomic_store(&chunk->live[slot % chunk_size], 1);
    return slot;
}

void seqc_interrupt_forget(long slot) {
    if (slot < 0) return;
    struct chunk *chunk = chunk_for(slot, 0);
    if (chunk == NULL) return;
    atomic_store(&chunk->live[slot % chunk_size], 0);
}

void seqc_interrupt_hold(void) {
    atomic_store(&held_signal, 0);
    atomic_store(&holding, 1);
}

int seqc_interrupt_held(void) {
    return atomic_load(&held_signal);
}

int seqc_interrupt_release(void) {
    atomic_store(&holding, 0);
    return atomic_exchange(&held_signal, 0);
}

static void remove_registered(void) {
    long count = atomic_load(&used_slots);
    // Files first, then directories deepest first (they were registered parent first).
    for (long slot = 0; slot < count; slot++) {
        struct chunk *chunk = chunk_for(slot, 0);
        if (chunk == NULL) break;
        if (!atomic_load(&chunk->live[slot % chunk_size])) continue;
        char *path = atomic_load(&chunk->paths[slot % chunk_size]);
        int parent = atomic_load(&chunk->parents[slot % chunk_size]);
        if (path != NULL && !atomic_load(&chunk->directories[slot % chunk_size])) unlinkat(parent, path, 0);
    }
    for (long slot = count - 1; slot >= 0; slot--) {
        struct chunk *chunk = chunk_for(slot, 0);
        if (chunk == NULL) continue;
        if (!atomic_load(&chunk->live[slot % chunk_size])) continue;
        char *path = atomic_load(&chunk->paths[slot % chunk_size]);
        int parent = atomic_load(&chunk->parents[slot % chunk_size]);
        if (path != NULL && atomic_load(&chunk->directories[slot % chunk_size])) unlinkat(parent, path, AT_REMOVEDIR);
    }
}

static void say(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static void handle(int signal_number) {
    if (atomic_load(&holding)) {
        atomic_store(&held_signal, signal_number);
        return;
    }
    remove_registered();
    say(signal_number == SIGINT ? "seqc: error: interrupted (SIGINT)\n"
        : signal_number == SIGTERM ? "seqc: error: terminated (SIGTERM)\n"
        : "seqc: error: hung up (SIGHUP)\n");
    // The contract's exit codes have no place for a signal: an interrupted run is a
    // run that did not finish, exit 3 (docs/decisions.md, "Interrupted runs").
    _exit(3);
}

void seqc_interrupt_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaddset(&action.sa_mask, SIGHUP);
    action.sa_flags = SA_RESTART;
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction previous;
        // A signal ignored by whoever started seqc (nohup, a background job) stays ignored.
        if (sigaction(signals[index], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(signals[index], &action, NULL);
    }
    // A parent that blocks these signals for itself (SwiftPM's test runner does) passes
    // the mask on; seqc handles them, so it takes them.
    sigset_t handled;
    sigemptyset(&handled);
    sigaddset(&handled, SIGINT);
    sigaddset(&handled, SIGTERM);
    sigaddset(&handled, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN);
}
