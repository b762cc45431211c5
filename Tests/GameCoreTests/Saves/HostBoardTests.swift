import GameCore
import PlistKit
import Testing
import TestSupport

/// The host's board: first marks kept, better scores only, old days dropped, and a file read
/// strictly.
struct HostBoardTests {
  static let solved = HostBoard.DailyMark(solved: true, hints: 0, removes: 1)
  static let givenUp = HostBoard.DailyMark(solved: false, hints: 2, removes: 0)

  @Test func aPlayersFirstMarkOfADayStays() {
    var board = HostBoard()
    let kept = [board.mark(Self.solved, player: "alice", day: 341), board.mark(Self.givenUp, player: "alice", day: 341),
                board.mark(Self.givenUp, player: "bob", day: 341), board.mark(Self.solved, player: "../x", day: 341)]
    #expect(kept == [true, false, true, false])
    #expect(board == HostBoard(days: [341: ["alice": Self.solved, "bob": Self.givenUp]]))
  }

  @Test func daysOlderThanTheKeptOnesAreDropped() {
    var board = HostBoard()
    for day in 1...(HostBoard.daysKept + 5) { _ = board.mark(Self.solved, player: "alice", day: day) }
    #expect(board.days.keys.sorted() == Array(6...(HostBoard.daysKept + 5)))
  }

  @Test func onlyABetterScoreIsKept() {
    var board = HostBoard()
    let kept = [board.offer(score: 900, player: "alice", pack: "quiz"), board.offer(score: 800, player: "alice", pack: "quiz"),
                board.offer(score: 900, player: "alice", pack: "quiz"), board.offer(score: 1200, player: "alice", pack: "quiz"),
                board.offer(score: 1200, player: "bob", pack: "quiz"), board.offer(score: 50, player: "carol", pack: "quiz")]
    #expect(kept == [true, false, false, true, true, true])
    #expect(board == HostBoard(best: ["quiz": ["alice": 1200, "bob": 1200, "carol": 50]]))
    #expect(board.bestScores(of: "quiz").map(\.player) == ["alice", "bob", "carol"])
  }

  @Test func theDayListsSolversFirstThenLessHelpThenNames() {
    let board = HostBoard(days: [7: [
      "dave": Self.givenUp, "carol": HostBoard.DailyMark(solved: true, hints: 3, removes: 0), "bob": Self.solved, "alice": Self.solved,
    ]])
    #expect(board.players(on: 7).map(\.player) == ["alice", "bob", "carol", "dave"])
    #expect(board.players(on: 8).isEmpty)
  }

  @Test func aBoardReadsBackAsItWasWritten() throws {
    let board = HostBoard(days: [340: ["bob": Self.givenUp], 341: ["alice": Self.solved, "bob": Self.solved]],
                          best: ["guess-en": ["alice": 1200], "guess-zh": ["bob": 0]])
    let bytes = XMLPlistWriter.write(board.plist)
    #expect(try HostBoard(plist: try PlistReader.read(bytes)) == board)
  }

  struct Refusal: Sendable {
    let file: String
    let message: String
  }

  static let day = "<dict><key>day</key><integer>341</integer><key>players</key><dict>%@</dict></dict>"
  static let mark = "<dict><key>solved</key><true/></dict>"

  @Test("a board that is not one is not read", arguments: [
    Labeled("another version", Refusal(file: "<dict><key>version</key><integer>2</integer></dict>",
            message: "version: this is version 2 of the board; this arcade reads version 1")),
    Labeled("a day twice", Refusal(file: "<dict><key>version</key><integer>1</integer><key>days</key><array>\(day.replacingOccurrences(of: "%@", with: ""))\(day.replacingOccurrences(of: "%@", with: ""))</array></dict>",
            message: "days[1].day: names day 341 twice")),
    Labeled("a name that is not a player's", Refusal(file: "<dict><key>version</key><integer>1</integer><key>days</key><array>\(day.replacingOccurrences(of: "%@", with: "<key>../x</key>\(mark)"))</array></dict>",
            message: "days[0].players: \"../x\" is not a player name")),
    Labeled("a space in a name", Refusal(file: "<dict><key>version</key><integer>1</integer><key>best</key><dict><key>quiz</key><dict><key>a b</key><integer>5</integer></dict></dict></dict>",
            message: "best.quiz: \"a b\" is not a player name")),
    Labeled("a negative score", Refusal(file: "<dict><key>version</key><integer>1</integer><key>best</key><dict><key>quiz</key><dict><key>bob</key><integer>-5</integer></dict></dict></dict>",
            message: "best.quiz: bob's best score must not be negative, found -5")),
    Labeled("a day out of the calendar", Refusal(file: "<dict><key>version</key><integer>1</integer><key>days</key><array><dict><key>day</key><integer>-3</integer><key>players</key><dict/></dict></array></dict>",
            message: "days[0].day: must be a day from \(DailyCalendar.firstDay) to \(DailyCalendar.lastDay), found -3")),
    Labeled("a count out of range", Refusal(file: "<dict><key>version</key><integer>1</integer><key>days</key><array>\(day.replacingOccurrences(of: "%@", with: "<key>bob</key><dict><key>solved</key><true/><key>hints</key><integer>-1</integer></dict>"))</array></dict>",
            message: "days[0].players.bob.hints: must be from 0 to 1000000, found -1")),
  ])
  func refusals(_ file: Labeled<Refusal>) throws {
    let value = try PlistReader.read(Array(xmlPlist(file.value.file).utf8))
    #expect(throws: Error.self) { try HostBoard(plist: value) }
    do {
      _ = try HostBoard(plist: value)
    } catch {
      #expect(error.description == file.value.message)
    }
  }

  @Test func thirtyKeepersWritingAtOnceLoseNoMark() async throws {
    let folder = TemporaryFolder()
    let path = folder.path
    await withTaskGroup(of: Void.self) { group in
      for i in 0..<30 {
        group.addTask {
          BoardKeeper(player: "p\(i)", folder: path).mark(HostBoard.DailyMark(solved: i % 2 == 0, hints: i, removes: 0), day: 341)
        }
      }
    }
    let board = BoardKeeper(player: "x", folder: folder.path).read()
    #expect(board.notice == nil)
    #expect(board.model.players(on: 341).count == 30)
    #expect(board.model.days[341]?["p7"] == HostBoard.DailyMark(solved: false, hints: 7, removes: 0))
  }
}
