/// How a terminal is sent pictures: its own graphics (kitty's protocol, sixel) or cells
/// (half blocks in colour, the brightness ramp without).
public enum PictureProtocol: String, CaseIterable, Sendable {
  case kitty, iterm, sixel, blocks, sextant, octant, ramp

  /// `--pictures` or `ARCADE_PICTURES` when given (`auto` or nothing: told from the environment).
  /// Told from the environment: kitty's own variables and the terminals that speak its protocol;
  /// the terminals known for sixel; half blocks under tmux or screen, whose passthrough is
  /// unreliable, and everywhere else; the ramp without colour.
  public static func choose(_ choice: String?, environment: [String: String], colour: Bool) -> Result<PictureProtocol, PictureError> {
    let asked = choice ?? environment["ARCADE_PICTURES"] ?? "auto"
    if asked != "auto" {
      guard let chosen = PictureProtocol(rawValue: asked) else {
        return .failure(PictureError("pictures: expected auto, kitty, iterm, sixel, blocks, sextant, octant or ramp, found '\(asked.prefix(20))'"))
      }
      return .success(chosen)
    }
    guard colour else { return .success(.ramp) }
    if environment["TMUX"] != nil || environment["STY"] != nil { return .success(.blocks) }
    let term = environment["TERM"] ?? ""
    let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
    if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty"
      || program == "wezterm" || environment["KONSOLE_VERSION"] != nil {
      return .success(.kitty)
    }
    if program == "iterm.app" || program == "vscode" { return .success(.iterm) }
    if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") || term.contains("sixel")
      || environment["WT_SESSION"] != nil {
      return .success(.sixel)
    }
    return .success(.blocks)
  }
}
