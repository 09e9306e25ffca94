#!/usr/bin/env python3
"""Writes a corpus of valid, realistic routine files for seqc's benchmarks.

usage: bench/corpus.py OUT_DIR N [SEED]

Each routine has comments, a title, 4 to 40 cards of all eight kinds and durations in
every notation the language accepts, spread over twenty team folders. The same seed
gives the same files. The tests write the same shape of corpus from Swift
(Tests/SeqcEndToEndTests/Support/RoutineCorpus.swift), so they need no Python.
"""
import os
import random
import sys

VOCABULARY = ("warm up sprint plank squat lunge burpee breathe stretch focus read journal "
              "meditate walk row press hold jump climb twist rest cool down core arms legs "
              "back hips calves quads neck").split()
KINDS = ("countdown", "countup", "info", "repetition", "rest", "interval", "checklist",
         "randomDuration")


class Writer:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def words(self, low, high, capitalized=True):
        chosen = [self.rng.choice(VOCABULARY) for _ in range(self.rng.randint(low, high))]
        return " ".join(w.capitalize() if capitalized else w for w in chosen)

    def duration(self):
        seconds = self.rng.choice((5, 10, 15, 20, 30, 45, 60, 75, 90, 120, 180, 300, 600))
        minutes, rest = divmod(seconds, 60)
        notation = self.rng.randrange(5)
        if notation == 0:
            return str(seconds)
        if notation == 1:
            return f"{minutes}m{rest}s" if minutes and rest else (f"{minutes}m" if minutes else f"{rest}s")
        if notation == 2:
            return f'"{minutes}:{rest:02d}"'
        if notation == 3:
            return f"PT{seconds}S"
        return f"{seconds}s"

    def card(self):
        kind = self.rng.choice(KINDS)
        lines = [f"  - {kind}: {self.words(1, 3)}"]
        if kind in ("countdown", "rest"):
            lines.append(f"    duration: {self.duration()}")
            if self.rng.random() < 0.2:
                lines.append(f"    autoComplete: {self.rng.choice(('true', 'false'))}")
        elif kind == "countup":
            if self.rng.random() < 0.5:
                lines.append(f"    target: {self.duration()}")
        elif kind == "info":
            lines.append(f"    text: {self.words(6, 10, capitalized=False)}")
        elif kind == "repetition":
            lines.append(f"    reps: {self.rng.randint(1, 30)}")
        elif kind == "interval":
            lines += [f"    work: {self.duration()}", f"    rest: {self.duration()}",
                      f"    rounds: {self.rng.randint(1, 12)}"]
        elif kind == "checklist":
            lines.append("    items:")
            lines += [f"      - {self.words(1, 3)}" for _ in range(self.rng.randint(1, 6))]
        else:
            low = self.rng.randint(5, 60)
            lines += [f"    min: {low}s", f"    max: {low + self.rng.randint(0, 120)}s"]
        return lines

    def routine(self, number):
        lines = [f"# Routine {number}, generated for benchmarks", "seqc: 1",
                 f"title: {self.words(1, 3)} {number}"]
        if self.rng.random() < 0.5:
            lines.append(f"summary: {self.words(4, 8, capitalized=False)}")
        lines.append("cards:")
        for _ in range(self.rng.randint(4, 40)):
            if self.rng.random() < 0.1:
                lines.append(f"  # {self.words(3, 5, capitalized=False)}")
            lines += self.card()
        return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__.strip().splitlines()[2])
    out_dir, count = sys.argv[1], int(sys.argv[2])
    writer = Writer(int(sys.argv[3]) if len(sys.argv) == 4 else 1)
    for number in range(count):
        folder = os.path.join(out_dir, f"team{number % 20:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"r{number:05d}.routine.yaml"), "w") as out:
            out.write(writer.routine(number))


if __name__ == "__main__":
    main()
