import TerminalKit

/// A picture as an iTerm2 inline image (iTerm2, WezTerm, VS Code's terminal): the file itself
/// (a PNG or a JPEG, which the terminal decodes) in base64, scaled by the terminal to
/// `columns` x `rows` cells at the cursor.
public enum ITermImages {
  public static func encode(file bytes: [UInt8], columns: Int, rows: Int) -> [UInt8] {
    var out = Array("\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:".utf8)
    out += Base64.encode(bytes)
    out.append(0x07)
    return out
  }
}
