/// A picture file as a terminal's graphics: decoded to the pixels of `columns` x `rows` cells
/// (its aspect kept), then encoded for the protocol, followed by a line break.
public enum GraphicsPicture {
  public static func encode(_ bytes: [UInt8], how: PictureProtocol, columns: Int, rows: Int,
                            cell: (width: Int, height: Int), dither: Bool = false) throws(PictureError) -> [UInt8] {
    let box = (width: max(1, columns * cell.width), height: max(1, rows * cell.height))
    let decoded = try PictureDecoder.decode(bytes, fitting: box)
    let size = Scaling.fit(width: decoded.width, height: decoded.height, into: box)
    let image = Scaling.resize(decoded, to: size.width, size.height)
    let cellsWide = max(1, (size.width + cell.width - 1) / cell.width), cellsHigh = max(1, (size.height + cell.height - 1) / cell.height)
    switch how {
    case .kitty:
      // Kitty's picture leaves the cursor where it was (C=1, as a game's screen wants): the
      // line feeds take it below the picture, or text after it would be written under it.
      return KittyGraphics.encode(image, columns: cellsWide, rows: cellsHigh) + Array(String(repeating: "\n", count: cellsHigh).utf8)
    case .iterm:
      // The file as it is: the terminal decodes it and scales it to the cells.
      return ITermImages.encode(file: bytes, columns: cellsWide, rows: cellsHigh) + Array("\n".utf8)
    case .sixel:
      // Sixel has no transparency worth trusting: blend over black, the common background.
      return Sixel.encode(Scaling.flatten(image, over: (0, 0, 0)), dither: dither) + Array("\n".utf8)
    case .blocks, .sextant, .octant, .ramp:
      return []
    }
  }
}
