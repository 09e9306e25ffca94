import SeqcModel

/// The core words of Japanese (`ja`), Chinese (`zh`), Korean (`ko`), Russian (`ru`) and
/// Turkish (`tr`): a routine's title, summary and steps, a step's duration, a rest, reps,
/// rounds and exercises, as models write keys when they write the routine in that language
/// (`"ステップ": [{"名前": …, "所要時間": "5分"}]`). Their units are the rows of more languages.
extension Vocabulary {
    private static func words(_ spellings: [(String, String)], _ meaning: VocabularyMeaning) -> [VocabularyWord] {
        spellings.map { VocabularyWord(word: $0.0, language: $0.1, meaning: meaning, source: nil) }
    }

    /// Kind and step words.
    static let furtherKindWords: [VocabularyWord] =
        words([("休憩", "ja"), ("休息", "zh"), ("휴식", "ko"), ("отдых", "ru"), ("dinlenme", "tr"), ("mola", "tr")], .kind(.rest))
        + words([("エクササイズ", "ja"), ("练习", "zh"), ("운동", "ko"), ("упражнение", "ru"), ("egzersiz", "tr"), ("hareket", "tr")], .step)

    /// Field words, per place.
    static let furtherFieldWords: [VocabularyWord] =
        words(
            [
                ("タイトル", "ja"), ("名前", "ja"), ("标题", "zh"), ("名称", "zh"), ("제목", "ko"), ("이름", "ko"), ("название", "ru"),
                ("başlık", "tr"), ("isim", "tr"),
            ], .field(place: "routine", name: "title"))
        + words(
            [("説明", "ja"), ("描述", "zh"), ("说明", "zh"), ("설명", "ko"), ("описание", "ru"), ("açıklama", "tr")],
            .field(place: "routine", name: "summary"))
        + words(
            [
                ("ステップ", "ja"), ("步骤", "zh"), ("단계", "ko"), ("шаги", "ru"), ("упражнения", "ru"), ("adımlar", "tr"),
                ("hareketler", "tr"), ("egzersizler", "tr"),
            ], .field(place: "routine", name: "cards"))
        + durationWords(place: "countdown") + durationWords(place: "rest")
        + words([("回数", "ja"), ("次数", "zh"), ("횟수", "ko"), ("повторения", "ru")], .field(place: "repetition", name: "reps"))
        + words(
            [("ラウンド", "ja"), ("轮数", "zh"), ("라운드", "ko"), ("раунды", "ru"), ("turlar", "tr")], .field(place: "interval", name: "rounds"))

    /// The duration's words on a timed kind's `place`; not `時間`, which is also the unit of
    /// an hour (`{"時間": 2}`).
    private static func durationWords(place: String) -> [VocabularyWord] {
        words(
            [("所要時間", "ja"), ("时间", "zh"), ("时长", "zh"), ("시간", "ko"), ("время", "ru"), ("длительность", "ru"), ("süre", "tr")],
            .field(place: place, name: "duration"))
    }
}
