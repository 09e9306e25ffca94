#include "seqc_sha1.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int seqc_sha1_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    const int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

// Four rounds at a time. `abcd` holds a, b, c and d (a in the top lane) and `e` the
// round's e plus its four schedule words; `mix` picks the round function and constant
// (0 for rounds 0-19, 1 for 20-39, 2 for 40-59, 3 for 60-79) and must be a constant.
// Each step's e comes from the a of four rounds before (sha1nexte rotates it by 30 and
// adds the next schedule words), so the previous abcd is kept in `before`.
#define SEQC_SHA1_FOUR_ROUNDS(mix, words)                   \
    do {                                                    \
        e = _mm_sha1nexte_epu32(before, (words));           \
        before = abcd;                                      \
        abcd = _mm_sha1rnds4_epu32(abcd, e, (mix));         \
    } while (0)

// The next four schedule words from the sixteen before them (w[t] is
// rotl1(w[t-3] ^ w[t-8] ^ w[t-14] ^ w[t-16])): sha1msg1 combines the oldest two groups,
// the xor brings in w[t-8], and sha1msg2 folds in w[t-3] and rotates.
#define SEQC_SHA1_NEXT_WORDS(oldest, older, old, newest) \
    _mm_sha1msg2_epu32(_mm_xor_si128(_mm_sha1msg1_epu32((oldest), (older)), (old)), (newest))

__attribute__((target("sha,ssse3,sse4.1")))
void seqc_sha1_compress_hardware(uint32_t state[5], const void *bytes, size_t blocks) {
    const unsigned char *data = bytes;
    // Bytes of each 32-bit word reversed (SHA-1 reads big-endian words) and the four
    // words reversed too: the instructions want the first word in the top lane.
    const __m128i reverse = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0x1B);
    __m128i e0 = _mm_set_epi32((int)state[4], 0, 0, 0);
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i savedABCD = abcd, savedE = e0;
        // w holds the schedule's last sixteen words, four to a register, oldest first.
        __m128i w0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), reverse);
        __m128i w1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), reverse);
        __m128i w2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), reverse);
        __m128i w3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), reverse);

        // Rounds 0-3: e is the state's own e plus the first words.
        __m128i e = _mm_add_epi32(e0, w0);
        __m128i before = abcd;
        abcd = _mm_sha1rnds4_epu32(abcd, e, 0);
        SEQC_SHA1_FOUR_ROUNDS(0, w1);
        SEQC_SHA1_FOUR_ROUNDS(0, w2);
        SEQC_SHA1_FOUR_ROUNDS(0, w3);
        // Rounds 16-79: sixteen groups, each with four new schedule words.
        w0 = SEQC_SHA1_NEXT_WORDS(w0, w1, w2, w3); SEQC_SHA1_FOUR_ROUNDS(0, w0);
        w1 = SEQC_SHA1_NEXT_WORDS(w1, w2, w3, w0); SEQC_SHA1_FOUR_ROUNDS(1, w1);
        w2 = SEQC_SHA1_NEXT_WORDS(w2, w3, w0, w1); SEQC_SHA1_FOUR_ROUNDS(1, w2);
        w3 = SEQC_SHA1_NEXT_WORDS(w3, w0, w1, w2); SEQC_SHA1_FOUR_ROUNDS(1, w3);
        w0 = SEQC_SHA1_NEXT_WORDS(w0, w1, w2, w3); SEQC_SHA1_FOUR_ROUNDS(1, w0);
        w1 = SEQC_SHA1_NEXT_WORDS(w1, w2, w3, w0); SEQC_SHA1_FOUR_ROUNDS(1, w1);
        w2 = SEQC_SHA1_NEXT_WORDS(w2, w3, w0, w1); SEQC_SHA1_FOUR_ROUNDS(2, w2);
        w3 = SEQC_SHA1_NEXT_WORDS(w3, w0, w1, w2); SEQC_SHA1_FOUR_ROUNDS(2, w3);
        w0 = SEQC_SHA1_NEXT_WORDS(w0, w1, w2, w3); SEQC_SHA1_FOUR_ROUNDS(2, w0);
        w1 = SEQC_SHA1_NEXT_WORDS(w1, w2, w3, w0); SEQC_SHA1_FOUR_ROUNDS(2, w1);
        w2 = SEQC_SHA1_NEXT_WORDS(w2, w3, w0, w1); SEQC_SHA1_FOUR_ROUNDS(2, w2);
        w3 = SEQC_SHA1_NEXT_WORDS(w3, w0, w1, w2); SEQC_SHA1_FOUR_ROUNDS(3, w3);
        w0 = SEQC_SHA1_NEXT_WORDS(w0, w1, w2, w3); SEQC_SHA1_FOUR_ROUNDS(3, w0);
        w1 = SEQC_SHA1_NEXT_WORDS(w1, w2, w3, w0); SEQC_SHA1_FOUR_ROUNDS(3, w1);
        w2 = SEQC_SHA1_NEXT_WORDS(w2, w3, w0, w1); SEQC_SHA1_FOUR_ROUNDS(3, w2);
        w3 = SEQC_SHA1_NEXT_WORDS(w3, w0, w1, w2); SEQC_SHA1_FOUR_ROUNDS(3, w3);

        // The block's result added to the state: e from the last a, rotated.
        e0 = _mm_sha1nexte_epu32(before, savedE);
        abcd = _mm_add_epi32(abcd, savedABCD);
    }
    _mm_storeu_si128((__m128i *)state, _mm_shuffle_epi32(abcd, 0x1B));
    state[4] = (uint32_t)_mm_extract_epi32(e0, 3);
}

#else

int seqc_sha1_hardware_available(void) { return 0; }

void seqc_sha1_compress_hardware(uint32_t state[5], const void *bytes, size_t blocks) {
    (void)state;
    (void)bytes;
    (void)blocks;
}

#endif
