/// Makes untrusted text (from a pack or a save) safe to draw: escape sequences and control
/// characters are removed, so no pack can move the cursor, set the window title, ring the
/// bell, write the clipboard or reorder text with bidirectional overrides.
public enum TextCleaner {
  /// The cleaned text on one line: tabs and line breaks become spaces.
  public static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsWork) else { return text }
    var out = String.UnicodeScalarView()
    var state = State.text
    for scalar in text.unicodeScalars {
      switch state {
      case .text:
        if scalar == "\u{1B}" {
          state = .escape
        } else if scalar.value == 0x9B {
          state = .csi
        } else if scalar.value == 0x9D || scalar.value == 0x90 || scalar.value == 0x9E || scalar.value == 0x9F {
          state = .string
        } else if scalar == "\t" || scalar == "\n" || scalar == "\r" {
          out.append(" ")
        } else if !isControl(scalar) {
          out.append(scalar)
        }
      case .escape:
        switch scalar {
        case "[": state = .csi
        case "]", "P", "X", "^", "_": state = .string
        case "(", ")", "*", "+", "#", "%": state = .charset
        default: state = .text
        }
      case .csi:
        // Parameters and intermediates run until a final byte in @...~.
        if (0x40...0x7E).contains(scalar.value) || !scalar.isASCII { state = .text }
      case .string:
        // OSC/DCS strings end with BEL, ST (ESC \) or the C1 ST.
        if scalar.value == 0x07 || scalar.value == 0x9C { state = .text }
        if scalar == "\u{1B}" { state = .stringEscape }
      case .stringEscape:
        state = scalar == "\\" ? .text : .string
      case .charset:
        state = .text
      }
    }
    return String(out)
  }

  private enum State { case text, escape, csi, string, stringEscape, charset }

  private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
  }
}
