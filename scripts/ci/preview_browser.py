"""Checks `seqc preview`'s SVG and HTML as Chromium draws them.

A routine of countdowns and rests with known durations, a random duration, an untimed
card and a hostile title is drawn both ways; Chromium takes a screenshot of each and
dumps the HTML page's DOM after load. From the PNG: one bar per timed card in its
kind's colour, each bar's pixel width proportional to its duration, the legend's
swatches in the kinds' colours. From the DOM: the hostile title is text, and neither
its script nor its event handler ran.
"""
import os
import subprocess
import sys
import tempfile

from PIL import Image

SEQC = sys.argv[1]
HOSTILE = "<script>document.documentElement.setAttribute('data-owned','1')</script><img src=x onerror=\"document.documentElement.setAttribute('data-owned','2')\">"
DURATIONS = [30, 90, 45, 120, 15, 60]
COLOURS = {"countdown": (0x00, 0x72, 0xB2), "rest": (0x00, 0x9E, 0x73)}


def routine():
    escaped = HOSTILE.replace("\\", "\\\\").replace('"', '\\"')
    lines = ["title: Browser check", "cards:", f'  - info: "{escaped}"', "    text: hostile"]
    for index, seconds in enumerate(DURATIONS):
        kind = "countdown" if index % 2 == 0 else "rest"
        lines += [f"  - {kind}: Card {index}", f"    duration: {seconds}s"]
    return "\n".join(lines) + "\n"


def chromium(*arguments, timeout=90):
    command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


def near(pixel, colour, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour))


def runs(image, y, colour):
    """The horizontal runs of `colour` on row `y`, as (start, width)."""
    found, start = [], None
    for x in range(image.width):
        if near(image.getpixel((x, y)), colour):
            if start is None:
                start = x
        elif start is not None:
            found.append((start, x - start))
            start = None
    return found


def bars(image, colour):
    """Every bar of `colour` below the legend: one (y, width) per bar, at its row's middle."""
    seen, result = set(), []
    for y in range(100, image.height):
        for start, width in runs(image, y, colour):
            if width >= 3 and start not in seen:
                seen.add(start)
                result.append((y, start, width))
    return result


def check_picture(png, where):
    image = Image.open(png).convert("RGB")
    widths = []
    for kind, colour in COLOURS.items():
        found = bars(image, colour)
        legend = [run for y in range(55, 100) for run in runs(image, y, colour) if run[1] >= 10]
        assert legend, f"{where}: no legend swatch in {kind}'s colour"
        widths += [(start, width) for _, start, width in found if start > 200]
    widths.sort()
    assert len(widths) == len(DURATIONS), f"{where}: {len(widths)} bars, expected {len(DURATIONS)}: {widths}"
    scale = sum(width for _, width in widths) / sum(DURATIONS)
    for (start, width), seconds in zip(widths, DURATIONS):
        assert abs(width - seconds * scale) <= 2, f"{where}: a {seconds}s bar is {width}px, expected {seconds * scale:.1f}px"
    print(f"preview-browser: {where}: {len(widths)} bars proportional to their durations (±2 px), legend colours present")


def main():
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "check.routine.yaml")
        with open(source, "w") as file:
            file.write(routine())
        for form in ["svg", "html"]:
            picture = os.path.join(work, f"check.{form}")
            subprocess.run([SEQC, "preview", source, "-o", picture], check=True, timeout=60)
            png = os.path.join(work, f"check-{form}.png")
            result = chromium(f"--screenshot={png}", "--window-size=1000,400", "file://" + picture)
            assert os.path.exists(png), f"no screenshot of the {form}: {result.stderr[-2000:]}"
            check_picture(png, form)
            dom = chromium("--dump-dom", "--virtual-time-budget=2000", "file://" + picture).stdout
            assert 'data-owned="' not in dom, f"{form}: a title's script ran"
            assert "&lt;script&gt;" in dom, f"{form}: the hostile title is not in the page as text"
            print(f"preview-browser: {form}: the hostile title is text and ran nothing")


main()
