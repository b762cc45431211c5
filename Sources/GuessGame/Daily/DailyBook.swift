import GameCore
import PlistKit

/// One question the daily may draw: where it is, and what makes it the question it is.
struct DailyCandidate: Equatable, Sendable {
  var pack: String
  var question: Int
  /// The question as the draw tells questions apart: its picture's name and its answer, so the
  /// same picture and answer in two packs is one question.
  var key: UInt64
  /// Its picture's name: two days in a row do not show the same picture when another can come.
  var picture: UInt64

  init(pack: String, question: Int, key: UInt64, picture: UInt64) {
    self.pack = pack
    self.question = question
    self.key = key
    self.picture = picture
  }

  init(pack: String, question index: Int, _ question: Question) {
    self.init(pack: pack, question: index, key: SaveStore.fnv1a("\(question.icon)\t\(question.answer)"),
              picture: SaveStore.fnv1a(question.icon))
  }

  /// Every distinct question of `packs` (pack id, questions), the first of each by pack id.
  static func all(_ packs: [(id: String, questions: [Question])]) -> [DailyCandidate] {
    var seen = Set<UInt64>()
    var found: [DailyCandidate] = []
    for pack in packs.sorted(by: { $0.id < $1.id }) {
      for (i, question) in pack.questions.enumerated() {
        let candidate = DailyCandidate(pack: pack.id, question: i, question)
        if seen.insert(candidate.key).inserted { found.append(candidate) }
      }
    }
    return found
  }
}

/// A day of the daily as the book keeps it: its question, decided once, and how it went.
struct DailyEntry: Equatable, Sendable {
  var day: Int
  var question: DailyCandidate
  /// The round of the draw it came in: no question comes twice in one round.
  var cycle: Int
  /// How it went; nil until it is played (solved or given up).
  var result: QuestionResult?
  /// Played from the archive, after its day: not in the streak or the statistics.
  var past = false
}

/// The daily's book (`guess-daily-book.plist`): every day shown, with its question and result.
///
/// A day's question is drawn the first time the day is shown, and the next day's with it, so
/// packs installed afterwards change neither. The draw goes round all distinct questions
/// installed: none comes again until every one has come (a round, `cycle`), and a day never
/// has the question, nor where another can come the picture, of the day before or after.
struct DailyBook: Equatable, Sendable {
  static let fileName = "guess-daily-book.plist"
  /// The most days kept (more than ten years of play); the oldest go first.
  static let mostDays = 4_000

  /// By day, oldest first.
  private(set) var days: [DailyEntry] = []

  init(days: [DailyEntry] = []) {
    self.days = days.sorted { $0.day < $1.day }
  }

  func entry(_ day: Int) -> DailyEntry? {
    guard let i = index(of: day) else { return nil }
    return days[i]
  }

  private func index(of day: Int) -> Int? {
    var low = 0, high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle].day < day { low = middle + 1 } else { high = middle }
    }
    return low < days.count && days[low].day == day ? low : nil
  }

  /// The question of `day`: the one it was given if it is still among `candidates` (found by
  /// its key, wherever it is now), else a new draw, written in the book. With `tomorrow`, the
  /// next day's is decided too. Nil when there is no candidate, or when the day was played and
  /// its question is no longer installed (its result stands for another question never).
  mutating func decide(day: Int, among candidates: [DailyCandidate], tomorrow: Bool) -> DailyEntry? {
    guard let entry = decideOne(day: day, among: candidates) else { return nil }
    if tomorrow, day < DailyCalendar.lastDay { _ = decideOne(day: day + 1, among: candidates) }
    return entry
  }

  private mutating func decideOne(day: Int, among candidates: [DailyCandidate]) -> DailyEntry? {
    if let i = index(of: day) {
      let kept = days[i].question
      if let found = candidates.first(where: { $0 == kept }) ?? candidates.first(where: { $0.key == kept.key }) {
        days[i].question = found
        return days[i]
      }
      if days[i].result != nil { return nil }
      days.remove(at: i)
    }
    guard let drawn = draw(day: day, among: candidates) else { return nil }
    insert(drawn)
    return drawn
  }

  /// A new draw for `day`, from the questions its round has not had.
  func draw(day: Int, among candidates: [DailyCandidate]) -> DailyEntry? {
    guard !candidates.isEmpty else { return nil }
    var cycle = days.map(\.cycle).max() ?? 1
    var used = Set(days.lazy.filter { $0.cycle == cycle }.map(\.question.key))
    var fresh = candidates.filter { !used.contains($0.key) }
    if fresh.isEmpty {
      (cycle, used, fresh) = (cycle + 1, [], candidates)
    }
    let beside = [entry(day - 1), entry(day + 1)].compactMap { $0?.question }
    let tiers = [
      fresh.filter { candidate in !beside.contains { $0.picture == candidate.picture } },
      fresh.filter { candidate in !beside.contains { $0.key == candidate.key } },
      candidates.filter { candidate in !beside.contains { $0.key == candidate.key } },
      candidates,
    ]
    let pool = tiers.first { !$0.isEmpty }!.sorted { ($0.key, $0.pack, $0.question) < ($1.key, $1.pack, $1.question) }
    var generator = SplitMix64(seed: SaveStore.fnv1a("arcade daily \(day) round \(cycle)"))
    let picked = pool[Int(generator.next() % UInt64(pool.count))]
    // A question its round has had (only when every other one is the day before's or after's) starts the next round.
    return DailyEntry(day: day, question: picked, cycle: used.contains(picked.key) ? cycle + 1 : cycle)
  }

  private mutating func insert(_ entry: DailyEntry) {
    let at = days.firstIndex { $0.day > entry.day } ?? days.endIndex
    days.insert(entry, at: at)
    if days.count > Self.mostDays { days.removeFirst(days.count - Self.mostDays) }
  }

  /// Writes how `day` went, once: false when it had been played already (in another window,
  /// or before a clock went back), and the book keeps that first result.
  mutating func record(_ result: QuestionResult, day: Int, past: Bool) -> Bool {
    guard let i = index(of: day), days[i].result == nil else { return false }
    days[i].result = result
    days[i].past = past
    return true
  }
}
