#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// Draws pack pictures into the screen; modes ask it by name through their pack's finder.
public protocol PictureProvider: Sendable {
  /// Draws the picture `name` of a pack into `rect`; a picture that cannot be drawn is a quiet
  /// box with `mark` in it (see `PicturePlaceholder`).
  func draw(_ name: String, finder: PictureFinder, in rect: Rect, mark: String, into buffer: inout CellBuffer)
}

extension PictureProvider {
  /// Draws the picture `name`, or a quiet box with nothing in it.
  public func draw(_ name: String, finder: PictureFinder, in rect: Rect, into buffer: inout CellBuffer) {
    draw(name, finder: finder, in: rect, mark: "", into: &buffer)
  }
}

/// The box drawn where a picture cannot be: a dim frame and the mode's mark (a product's
/// initial), never the picture's name — in a guess pack made from a folder of pictures the name
/// is the answer, and in the original shop's data it is a web address — and no words, which
/// would be in one language on every pack's screen. Why a picture cannot be drawn is lint's to
/// say (`arcade lint`, `arcade show`). It carries no pictograph: 🖼 and its kind are drawn one
/// column wide by some terminals and two by others (tmux), which would shift every border after it.
public enum PicturePlaceholder {
  public static func draw(mark: String = "", in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.width >= 2, rect.height >= 1 else { return }
    if rect.width >= 4, rect.height >= 2 { Frame.draw(rect, style: Theme.dim, into: &buffer) }
    let inner = rect.width >= 4 && rect.height >= 2 ? rect.inset(1) : rect
    let text = TextCleaner.clean(mark)
    guard !text.isEmpty, inner.height > 0 else { return }
    Label.centered(DisplayWidth.truncate(text, to: inner.width), in: inner, y: inner.y + max(0, (inner.height - 1) / 2), style: Theme.dim, into: &buffer)
  }
}

/// What every front end hands a mode when it opens a pack.
public struct PlayContext: Sendable {
  public var saves: SaveStore
  public var pictures: any PictureProvider
  /// The date and time of day, for rules that need them (a coupon's dates, delivery slots):
  /// passed in, so a test or a script chooses the moment.
  public var wallClock: WallClock
  /// Which front end will run the program: a guide or a splash is for a person at a screen.
  public var frontEnd: FrontEndKind
  /// Where caches live (`$XDG_CACHE_HOME/arcade`): a mode keeps its own in the folder named by
  /// its id. Nil when there is none (scripts).
  public var cacheFolder: String?
  /// Whether the output is plain text (`NO_COLOR`, `TERM=dumb`, the plain and script front
  /// ends): marks that would be emoji are letters there.
  public var plainText: Bool
  /// The host's board when the games are served over SSH (`arcade serve`): the player's daily
  /// and best scores go in, everyone's are shown. Nil when playing alone.
  public var board: BoardKeeper?

  public init(saves: SaveStore, pictures: any PictureProvider, wallClock: WallClock = .system, frontEnd: FrontEndKind = .screen,
              cacheFolder: String? = nil, plainText: Bool = false, board: BoardKeeper? = nil) {
    self.saves = saves
    self.pictures = pictures
    self.wallClock = wallClock
    self.frontEnd = frontEnd
    self.cacheFolder = cacheFolder
    self.plainText = plainText
    self.board = board
  }
}

/// The three front ends.
public enum FrontEndKind: String, Equatable, Sendable {
  case screen, plain, script
}

/// Seconds since 1970 (UTC) and the local time's offset from UTC, read when asked.
public struct WallClock: Sendable {
  public let read: @Sendable () -> (seconds: Double, utcOffset: Int)

  public init(read: @escaping @Sendable () -> (seconds: Double, utcOffset: Int)) {
    self.read = read
  }

  /// The machine's clock and time zone.
  public static let system = WallClock {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return (Double(now), Int(parts.tm_gmtoff))
  }

  /// Always the same moment.
  public static func fixed(seconds: Double, utcOffset: Int = 0) -> WallClock {
    WallClock { (seconds, utcOffset) }
  }

  /// `ARCADE_CLOCK="2026-01-10 18:30"` or ISO 8601's `2026-01-10T18:30` (the local time, in
  /// UTC+0 unless `+08:00` follows) fixes the clock for scripts and tests; nil when the text is
  /// not such a moment.
  public static func parse(_ text: String) -> WallClock? {
    let bytes = Array(text.utf8)
    guard bytes.count == 16 || bytes.count == 22, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20 || bytes[10] == 0x54, bytes[13] == 0x3A,
          let year = CivilCalendar.digits(bytes, 0..<4), let month = CivilCalendar.digits(bytes, 5..<7),
          let day = CivilCalendar.digits(bytes, 8..<10), let hour = CivilCalendar.digits(bytes, 11..<13),
          let minute = CivilCalendar.digits(bytes, 14..<16),
          year >= 1970, CivilCalendar.isValid(year: year, month: month, day: day), hour < 24, minute < 60 else { return nil }
    var offset = 0
    if bytes.count == 22 {
      guard bytes[16] == 0x2B || bytes[16] == 0x2D, bytes[19] == 0x3A, let h = CivilCalendar.digits(bytes, 17..<19),
            let m = CivilCalendar.digits(bytes, 20..<22), h <= 14, m < 60 else { return nil }
      offset = (h * 3600 + m * 60) * (bytes[16] == 0x2D ? -1 : 1)
    }
    let local = Double(CivilCalendar.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
    return .fixed(seconds: local - Double(offset), utcOffset: offset)
  }

  /// What `ARCADE_CLOCK` must look like, for a message refusing another text.
  public static let acceptedForm = "a date and time such as 2026-12-02 09:00 or 2026-12-02T09:00, with +08:00 after it for a time zone other than UTC"
}
