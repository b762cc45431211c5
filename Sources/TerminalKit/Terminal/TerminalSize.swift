#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's size: from the terminal itself, then COLUMNS/LINES, then 80x24.
public enum TerminalSize {
  public static let fallback = Size(columns: 80, rows: 24)

  public static func current(fd: Int32 = 1, environment: [String: String]) -> Size {
    var window = winsize()
    if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
    return fromEnvironment(environment)
  }

  /// One cell's size in pixels, when the terminal tells it (`TIOCGWINSZ`'s pixel fields);
  /// else 8x16, a common cell.
  public static func cellPixels(fd: Int32 = 1) -> (width: Int, height: Int) {
    reportedCellPixels(fd: fd) ?? (8, 16)
  }

  /// The cell size in pixels as the kernel knows it from the terminal (`TIOCGWINSZ`); nil when
  /// the terminal does not tell it (many leave the pixel fields zero).
  public static func reportedCellPixels(fd: Int32 = 1) -> (width: Int, height: Int)? {
    var window = winsize()
    if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0, window.ws_xpixel > 0, window.ws_ypixel > 0 {
      let width = Int(window.ws_xpixel) / Int(window.ws_col), height = Int(window.ws_ypixel) / Int(window.ws_row)
      if (2...64).contains(width), (2...128).contains(height) { return (width, height) }
    }
    return nil
  }

  public static func fromEnvironment(_ environment: [String: String]) -> Size {
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    return Size(columns: columns ?? fallback.columns, rows: rows ?? fallback.rows)
  }
}
