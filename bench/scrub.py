"""Secret-scrubber throughput on prose vs a plain regex scan of the same text.

    .venv/bin/python bench/scrub.py [--mb 3]

Every record's content goes through `graphmem.ingest.scrub.scrub` before it is stored. Prints
MB/s of CPU time (best of three) and the ratio to one `\\S+` regex pass over the same text in
the same process (the floor of any scan). Target: >= 5 MB/s (it was a timed test until session
19, which failed at 4.6 MB/s on a machine busy with other work).
"""

from __future__ import annotations

import argparse
import random
import re
import time

import common  # noqa: F401  (puts the repository on sys.path)

from graphmem.ingest.scrub import scrub

_PROSE = [
    "We met on Tuesday to go over the migration plan for the billing service.",
    "Alice said the password reset flow still sends two emails instead of one.",
    "The tokenizer counts about 750 tokens per page of the design document.",
    "Bob will look at https://docs.example.com/guides/setup#install before Friday.",
    "Version 2.4.1 fixed the memory leak; see commit 8f14e45fceea167a5a36dedd4bea2543.",
    "Call +1 415 555 0132 if the deploy fails, or page the on-call engineer.",
    "The key insight: caching the embeddings cut the latency from 900 ms to 120 ms.",
    "Order 4532 7612 9980 1234 shipped on 2024-06-11 and arrived two days later.",
    "Remember to rotate credentials every quarter and to store them in the vault.",
    "Her notes mention the Hamburg office, the Q3 budget and the new hiring plan.",
]


def best_cpu_seconds(fn, text: str, rounds: int = 3) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        fn(text)
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=3.0)
    args = ap.parse_args()
    rnd = random.Random(3)
    n = int(args.mb * 1e6 / 75)  # the sentences average ~75 characters
    text = " ".join(rnd.choice(_PROSE) for _ in range(n))
    words = re.compile(r"\S+")
    base = best_cpu_seconds(lambda t: sum(1 for _ in words.finditer(t)), text)
    ours = best_cpu_seconds(scrub, text)
    mb = len(text) / 1e6
    print(f"text: {mb:.1f} MB of prose")
    print(f"regex scan (\\S+)  {mb / base:8.1f} MB/s")
    print(f"scrub              {mb / ours:8.1f} MB/s   ratio {base / ours:.2f} [target >= 5 MB/s]")


if __name__ == "__main__":
    main()
