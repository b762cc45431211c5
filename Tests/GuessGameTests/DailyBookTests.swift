import GameCore
import PlistKit
import Testing
@testable import GuessGame

/// The daily's book on its own: the draw round all distinct questions, days decided once, a
/// result written once, and the file read strictly.
struct DailyBookTests {
  /// `count` questions of a pack: pictures `p0`, `p1`… from `firstPicture`, answers by language.
  static func questions(_ count: Int, firstPicture: Int = 0, language: String) -> [Question] {
    (0..<count).map { i in
      Question(answer: "\(language)\(firstPicture + i)", icon: "p\(firstPicture + i)", title: "", options: [])
    }
  }

  /// The packs installed on `day`: `a` always; `b` (the same pictures as ten of `a`'s, in
  /// another language, and five questions exactly `a`'s) until day 250; `c` from day 100.
  static func installed(on day: Int) -> [(id: String, questions: [Question])] {
    var packs = [(id: "a", questions: questions(30, language: "zh"))]
    if day < 250 { packs.append((id: "b", questions: questions(10, language: "en") + questions(5, language: "zh"))) }
    if day >= 100 { packs.append((id: "c", questions: questions(12, firstPicture: 40, language: "en"))) }
    return packs
  }

  @Test func fourHundredDaysGoRoundEveryQuestionAndNoDayChangesOnceShown() throws {
    var book = DailyBook()
    var shown: [Int: UInt64] = [:]
    for day in 1...400 {
      let candidates = DailyCandidate.all(Self.installed(on: day))
      let installed = Set(candidates.map(\.key))
      let decided = book.decide(day: day, among: candidates, tomorrow: true)
      let entry = try #require(decided)
      // A day shown (or decided the day before) keeps its question while it is installed.
      if let before = shown[day], installed.contains(before) { #expect(entry.question.key == before, "day \(day)") }
      shown[day] = entry.question.key
      shown[day + 1] = try #require(book.entry(day + 1)).question.key
      // Now and then a past day is opened again: still its question.
      if day % 37 == 0, let past = shown[day - 20] {
        let again = book.decide(day: day - 20, among: candidates, tomorrow: false)
        #expect(again?.question.key == past)
      }
      // A new round starts only once every question installed has come in the last one.
      if let yesterday = book.entry(day - 1), entry.cycle > yesterday.cycle {
        let lastRound = Set(book.days.filter { $0.cycle == yesterday.cycle }.map(\.question.key))
        #expect(installed.isSubset(of: lastRound), "day \(day)")
      }
    }
    let days = book.days.filter { $0.day <= 400 }
    #expect(days.map(\.day) == Array(1...400))
    for round in Set(days.map(\.cycle)) {
      let keys = days.filter { $0.cycle == round }.map(\.question.key)
      #expect(Set(keys).count == keys.count, "round \(round) repeats a question")
    }
    for (yesterday, today) in zip(days, days.dropFirst()) {
      #expect(yesterday.question.picture != today.question.picture, "days \(yesterday.day) and \(today.day) share a picture")
    }
    // 30 + 10 questions until day 100, 52 after: several rounds, all of them used.
    #expect(Set(days.map(\.cycle)).count >= 8)
  }

  @Test func theSamePictureAndAnswerInTwoPacksIsOneQuestion() {
    let candidates = DailyCandidate.all([(id: "b", questions: Self.questions(3, language: "zh")),
                                         (id: "a", questions: Self.questions(2, language: "zh") + Self.questions(1, language: "en"))])
    #expect(candidates.map(\.pack) == ["a", "a", "a", "b"])
    #expect(candidates.map(\.question) == [0, 1, 2, 2])
  }

  @Test func aDayPlayedWhosePackIsGoneIsNotGivenAnotherQuestion() throws {
    var book = DailyBook()
    let a = DailyCandidate.all([(id: "a", questions: Self.questions(5, language: "zh"))])
    let b = DailyCandidate.all([(id: "b", questions: Self.questions(5, firstPicture: 10, language: "en"))])
    let decided = book.decide(day: 10, among: a, tomorrow: true)
    let first = try #require(decided)
    let (written, writtenAgain) = (book.record(QuestionResult(solved: true), day: 10, past: false),
                                   book.record(QuestionResult(solved: false), day: 10, past: false))
    #expect(written && !writtenAgain)
    #expect(book.entry(10)?.result == QuestionResult(solved: true))
    let gone = book.decide(day: 10, among: b, tomorrow: false)
    #expect(gone == nil)
    // Day 11 was decided with day 10 but not played: with its pack gone it is drawn again.
    let again = book.decide(day: 11, among: b, tomorrow: false)
    let redrawn = try #require(again)
    #expect(b.contains(redrawn.question))
    // The same question moved to another place is found by what it is.
    let moved = DailyCandidate.all([(id: "a2", questions: Self.questions(5, language: "zh"))])
    let found = book.decide(day: 10, among: moved, tomorrow: false)
    #expect(found?.question == moved[first.question.question])
  }

  @Test func theBookIsReadBackAsWritten() throws {
    var book = DailyBook()
    let candidates = DailyCandidate.all(Self.installed(on: 120))
    for day in 1...30 { _ = book.decide(day: day, among: candidates, tomorrow: true) }
    _ = book.record(QuestionResult(solved: true, hints: 2, removes: 1), day: 3, past: true)
    _ = book.record(QuestionResult(solved: false), day: 5, past: false)
    #expect(try DailyBook(plist: book.plist) == book)
    #expect(try DailyBook(plist: try PlistReader.read(XMLPlistWriter.write(book.plist))) == book)
  }

  /// The message a book is refused with; nil when it reads.
  static func refusal(_ value: PlistValue) -> String? {
    do throws(ModelError) {
      _ = try DailyBook(plist: value)
      return nil
    } catch {
      return error.description
    }
  }

  static let entry = "{day = 3; pack = a; question = 1; key = 00000000000000ff; picture = 0123456789abcdef; round = 1;}"

  @Test("a damaged book is refused, saying where", arguments: [
    ("{version = 2;}", "version: this is version 2 of the daily's book; this arcade reads version 1"),
    ("{version = 1; days = (\(entry), \(entry));}", "days: names a day twice"),
    ("{version = 1; days = ({day = 0; pack = a; question = 1; key = 00000000000000ff; picture = 0123456789abcdef; round = 1;});}",
     "days[0].day: must be a day from 1 to 2912443, found 0"),
    ("{version = 1; days = ({day = 3; pack = a; question = 1; key = ff; picture = 0123456789abcdef; round = 1;});}",
     "days[0].key: must be 16 hexadecimal digits, found \"ff\""),
    ("{version = 1; days = ({day = 3; pack = a; question = -1; key = 00000000000000ff; picture = 0123456789abcdef; round = 1;});}",
     "days[0].question: must be from 0 to 2147483647, found -1"),
    ("{version = 1; days = ({day = 3; pack = a; question = 1; key = 00000000000000ff; picture = 0123456789abcdef; round = 0;});}",
     "days[0].round: must be from 1 to 1000000000, found 0"),
  ])
  func aDamagedBookIsRefused(text: String, message: String) throws {
    let value = try PlistReader.read(Array(text.utf8))
    #expect(Self.refusal(value) == message)
  }

  @Test func aBookOfTooManyDaysIsRefusedBeforeItsDaysAreRead() throws {
    let days = PlistValue.array(Array(repeating: .string("not a day"), count: DailyBook.mostDays + 1))
    let value = PlistValue.dictionary(PlistDictionary([("version", .integer(1)), ("days", days)]))
    #expect(Self.refusal(value) == "days: holds 4001 days; the book keeps at most 4000")
  }

  @Test("a day is named by its number or its date", arguments: [
    ("340", 340), ("#340", 340), ("1", 1), ("2026-12-06", 340), ("2026-01-01", 1), ("2028-02-29", 790),
    ("0", nil), ("2025-12-31", nil), ("2026-02-30", nil), ("２０", nil), ("-3", nil), ("+3", nil), ("3.0", nil),
    ("2026-1-01", nil), ("", nil), ("#", nil), ("99999999", nil),
  ] as [(String, Int?)])
  func dayNames(text: String, day: Int?) {
    #expect(DailyCalendar.day(named: text) == day)
  }
}
