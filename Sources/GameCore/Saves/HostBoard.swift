import PlistKit

/// The board of a host that serves the games (`arcade serve`): who played each day's daily and
/// how, and each pack's best score of every player. One file in the host's state folder
/// (`board.plist`) that every connection changes under its lock, so players finishing at the
/// same moment each add their own line.
///
/// ```
/// {version = 1; days = ({day = 341; players = {alice = {solved = 1; hints = 0; removes = 1}}});
///  best = {guess-en = {alice = 1200; bob = 900}}}
/// ```
public struct HostBoard: Equatable, Sendable {
  public static let fileName = "board.plist"
  /// Days before the newest this many are dropped when the board is written.
  public static let daysKept = 60
  /// A board that names more players than this on a day, or in a pack, is not read.
  public static let mostPlayers = 10_000
  /// The most packs the board keeps best scores for.
  public static let mostPacks = 10_000
  /// The longest player name.
  public static let longestName = 32

  /// How one player's daily went.
  public struct DailyMark: Equatable, Sendable {
    public var solved: Bool
    public var hints: Int
    public var removes: Int

    public init(solved: Bool, hints: Int, removes: Int) {
      self.solved = solved
      self.hints = hints
      self.removes = removes
    }

    /// Help of any kind: solved with none comes first on the board.
    public var help: Int { hints + removes }
  }

  /// Each day's marks, by player.
  public private(set) var days: [Int: [String: DailyMark]]
  /// Each pack's best score, by player.
  public private(set) var best: [String: [String: Int]]

  public init(days: [Int: [String: DailyMark]] = [:], best: [String: [String: Int]] = [:]) {
    self.days = days
    self.best = best
  }

  /// Whether `name` may name a player: 1 to `longestName` of `A-Z a-z 0-9 - _`, not starting
  /// with `-`. Only such names are written into a board or read from one.
  public static func isPlayerName(_ name: String) -> Bool {
    guard (1...longestName).contains(name.utf8.count), name.first != "-" else { return false }
    return name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F }
  }

  /// Writes `player`'s mark for `day` unless the day has one of theirs (the first window to
  /// finish counts); true when this one was written.
  public mutating func mark(_ mark: DailyMark, player: String, day: Int) -> Bool {
    guard Self.isPlayerName(player), days[day]?[player] == nil else { return false }
    days[day, default: [:]][player] = mark
    if let newest = days.keys.max() {
      days = days.filter { $0.key > newest - Self.daysKept }
    }
    return true
  }

  /// Keeps `score` as `player`'s best in `pack` when it is better; true when it was.
  public mutating func offer(score: Int, player: String, pack: String) -> Bool {
    guard Self.isPlayerName(player), score >= 0, best[pack]?[player].map({ score > $0 }) ?? true else { return false }
    guard best[pack] != nil || best.count < Self.mostPacks else { return false }
    best[pack, default: [:]][player] = score
    return true
  }

  /// `day`'s players: solved before given up, less help first, then by name.
  public func players(on day: Int) -> [(player: String, mark: DailyMark)] {
    (days[day] ?? [:]).map { (player: $0.key, mark: $0.value) }.sorted { a, b in
      if a.mark.solved != b.mark.solved { return a.mark.solved }
      if a.mark.help != b.mark.help { return a.mark.help < b.mark.help }
      return a.player < b.player
    }
  }

  /// `pack`'s best scores, highest first, then by name.
  public func bestScores(of pack: String) -> [(player: String, score: Int)] {
    (best[pack] ?? [:]).map { (player: $0.key, score: $0.value) }.sorted { $0.score != $1.score ? $0.score > $1.score : $0.player < $1.player }
  }
}

/// One player's hold on the host's board: their daily and their best scores go in, everyone's
/// come out. Made by `arcade serve` for the connection's player; nil everywhere else.
public struct BoardKeeper: Sendable {
  /// The player this connection plays as.
  public let player: String
  let file: SharedSave<HostBoard>

  /// The board in `folder` (the host's state folder); `player` must be a player name.
  public init(player: String, folder: String) {
    self.init(player: player, saves: .live(folder: folder, patience: 10))
  }

  /// The board in `saves` (a test's memory).
  public init(player: String, saves: SaveStore) {
    self.player = player
    file = SharedSave(saves: saves, name: HostBoard.fileName, empty: HostBoard(), encode: \.plist)
  }

  /// The board as the file holds it now, and what became of a file that could not be read.
  public func read() -> SharedSave<HostBoard>.Outcome { file.read() }

  /// Writes this player's mark for `day` (the first one stays); the board afterwards.
  @discardableResult
  public func mark(_ mark: HostBoard.DailyMark, day: Int) -> HostBoard {
    file.update { _ = $0.mark(mark, player: player, day: day) }.model
  }

  /// Offers this player's final score in `pack`; the board afterwards.
  @discardableResult
  public func offer(score: Int, pack: String) -> HostBoard {
    file.update { _ = $0.offer(score: score, player: player, pack: pack) }.model
  }
}
