// Generated from Examples/*.routine.yaml. Do not edit: run
// SEQC_RECORD=1 swift test --filter GeneratedArtefactTests
// swift-format-ignore-file

extension TemplateCatalog {
    static let generated: [Template] = [
        Template(name: "circuit", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# Three rounds of a bodyweight circuit: a repeat block plays its cards once per round,
# with a rest between rounds and none after the last.
seqc: 1
id: circuit
title: Bodyweight Circuit
summary: Three rounds of squats, push-ups and a plank, a rest between rounds
tags: [strength, circuit]
cards:
  - countdown: Warm-up
    duration: 3m
  - repeat: Circuit
    rounds: 3
    rest: 1m
    cards:
      - repetition: Squats
        reps: 15
      - repetition: Push-ups
        reps: 10
      - rest: Shake it out
        duration: 20s
      - countdown: Plank
        duration: 45s
  - countdown: Cool-down stretch
    duration: 2m

"""),
        Template(name: "emom-ladder", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# Every minute on the minute: 40 seconds of work, the rest of the minute to recover.
# The last round has no rest, so the strength ladder starts straight after it.
seqc: 1
id: emom-ladder
title: EMOM and Ladder
summary: Ten-minute EMOM, then a push-up ladder
tags: [strength, emom]
cards:
  - countdown: Warm-up
    duration: 4m
  - interval: KB swings EMOM
    work: 40s
    rest: 20s
    rounds: 10
    finalRest: false
  - repetition: Push-ups, rung 1
    reps: 2
  - repetition: Push-ups, rung 2
    reps: 4
  - repetition: Push-ups, rung 3
    reps: 6
  - repetition: Push-ups, rung 4
    reps: 8
  - rest: Recover
    duration: 90
  - countup: Dead hang
    target: 45s

"""),
        Template(name: "evening-stretch", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# A gentle full-body stretch. Each hold is timed; the checklists keep the order.
seqc: 1
id: evening-stretch
title: Evening Stretch
summary: Fifteen minutes of slow stretching to wind down
tags: [stretching, mobility, evening]
cards:
  - checklist: Upper body
    items:
      - Neck rolls
      - Shoulder circles
      - Chest opener
  - countdown: Child's pose
    duration: 1m
  - countdown: Seated forward fold
    duration: 1m30s
  - rest: Lie back
    duration: 30s
  - checklist: Lower body
    items:
      - Hip flexors, each side
      - Hamstrings, each side
      - Calves against the wall
  - countdown: Pigeon pose, left
    duration: 1:00
  - countdown: Pigeon pose, right
    duration: 1:00
  - countup: Legs up the wall
    target: 3m

"""),
        Template(name: "morning-hiit", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# The routine from the language reference: a short sprint session before work.
seqc: 1
id: morning-hiit
title: Morning HIIT
summary: Short sprint session before work
tags: [hiit, morning]
cards:
  - info: Get ready
    text: Water bottle, towel, open space.
  - countdown: Warm-up
    duration: 5m
  - interval: Sprints
    work: 30s
    rest: 15s
    rounds: 8
  - checklist: Cool down
    items: [Calves, Quads, Hamstrings]
  - randomDuration: Surprise hold
    min: 20s
    max: 45s

"""),
        Template(name: "morning-ritual", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# A calm start: water, movement, a few minutes of quiet, then plan the day.
seqc: 1
id: morning-ritual
title: Morning Ritual
summary: Wake up, move a little, breathe, plan the day
tags: [morning, habits]
cards:
  - checklist: Before anything else
    items:
      - Drink a glass of water
      - Open the curtains
      - Make the bed
  - repetition: Sun salutations
    reps: 5
  - countdown: Breathing
    duration: \"4:00\"
  - countup: Journal
    target: 10m
  - info: Plan the day
    text: Pick the one thing that would make today a good day.

"""),
        Template(name: "pomodoro", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# Four Pomodoros with short breaks, then a long break. Focus blocks wait for a tap
# so a thought can be finished before the break starts.
seqc: 1
id: pomodoro
title: Pomodoro Focus Block
summary: Four 25-minute focus sessions with short breaks
tags: [focus, work]
cards:
  - checklist: Set up
    items: [Phone on silent, Close chat, Pick one task]
  - countdown: Focus 1
    duration: 25m
    autoComplete: false
  - rest: Short break 1
    duration: 5m
  - countdown: Focus 2
    duration: 25m
    autoComplete: false
  - rest: Short break 2
    duration: 5m
  - countdown: Focus 3
    duration: 25m
    autoComplete: false
  - rest: Short break 3
    duration: 5m
  - countdown: Focus 4
    duration: 25m
    autoComplete: false
  - rest: Long break
    duration: PT20M
    autoComplete: false

"""),
        Template(name: "reaction-drill", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# Sprint starts on an unpredictable cue: each wait is drawn when it starts, so the
# athlete cannot count it down.
seqc: 1
id: reaction-drill
title: Reaction Drill
summary: Sprint starts from a random cue
tags: [speed, drills]
cards:
  - info: How it works
    text: Get set. Sprint ten metres the moment the timer ends, then walk back.
  - randomDuration: Wait for it
    min: 3s
    max: 12s
  - countdown: Sprint and walk back
    duration: 30s
  - randomDuration: Wait again
    min: 2s
    max: 15s
  - countdown: Sprint again
    duration: 30s
  - randomDuration: Last cue
    min: 5s
    max: 20s
  - countup: Final sprint
  - rest: Cool down
    duration: 2m

"""),
        Template(name: "tabata", source: """
# yaml-language-server: $schema=../Schemas/routine.schema.json
# Classic Tabata: 20 seconds flat out, 10 seconds rest, eight rounds per block.
seqc: 1
id: tabata
title: Tabata Burner
summary: Two Tabata blocks with a breather between them
tags: [hiit, tabata, 20-minutes]
cards:
  - info: Tabata Burner
    text: Go all out for every 20-second work phase. Scale the move, not the effort.
  - countdown: Warm-up jog
    duration: 3m
  - interval: Squat jumps
    work: 20s
    rest: 10s
    rounds: 8
    finalRest: false
  - rest: Breather
    duration: 1m
  - interval: Mountain climbers
    work: 20s
    rest: 10s
    rounds: 8
    finalRest: false
  - countdown: Walk it off
    duration: 2m
    autoComplete: false

"""),
    ]
}
