/// A terminal colour as the view asks for it; the renderer maps it to what the terminal can show.
public enum Color: Equatable, Hashable, Sendable {
  case `default`
  /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
  case ansi(UInt8)
  case rgb(UInt8, UInt8, UInt8)

  public static let black = Color.ansi(0), red = Color.ansi(1), green = Color.ansi(2), yellow = Color.ansi(3)
  public static let blue = Color.ansi(4), magenta = Color.ansi(5), cyan = Color.ansi(6), white = Color.ansi(7)
  public static let gray = Color.ansi(8), brightRed = Color.ansi(9), brightGreen = Color.ansi(10)
  public static let brightYellow = Color.ansi(11), brightBlue = Color.ansi(12), brightWhite = Color.ansi(15)
}

/// How a cell is drawn. With no colour, `reverse`, `bold` and `underline` still show state.
public struct Style: Equatable, Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var bold: Bool
  public var dim: Bool
  public var underline: Bool
  public var reverse: Bool
  /// A price no longer asked (the market price beside the shop's).
  public var strikethrough: Bool

  public init(foreground: Color = .default, background: Color = .default, bold: Bool = false,
              dim: Bool = false, underline: Bool = false, reverse: Bool = false, strikethrough: Bool = false) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.strikethrough = strikethrough
  }

  public static let plain = Style()

  public func with(foreground: Color? = nil, background: Color? = nil, bold: Bool? = nil, dim: Bool? = nil,
                   underline: Bool? = nil, reverse: Bool? = nil, strikethrough: Bool? = nil) -> Style {
    Style(foreground: foreground ?? self.foreground, background: background ?? self.background, bold: bold ?? self.bold,
          dim: dim ?? self.dim, underline: underline ?? self.underline, reverse: reverse ?? self.reverse,
          strikethrough: strikethrough ?? self.strikethrough)
  }
}

/// How many colours the terminal shows, from `--color`, NO_COLOR, TERM and COLORTERM.
public enum ColorDepth: Int, Comparable, Sendable {
  case none, ansi16, indexed256, trueColor

  public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

  /// `choice` is the `--color` option: `auto`, `always` or `never`.
  public static func detect(choice: String = "auto", environment: [String: String], isTerminal: Bool) -> ColorDepth {
    if choice == "never" { return .none }
    if choice == "auto" {
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if !isTerminal { return .none }
    }
    let term = environment["TERM"] ?? ""
    if term == "dumb", choice == "auto" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.contains("256color") { return .indexed256 }
    return .ansi16
  }
}
