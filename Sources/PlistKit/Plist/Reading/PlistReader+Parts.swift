/// Reading a large XML plist's root array on several threads at once.
///
/// Text cannot be cut between two elements without reading all that comes before: a comment,
/// or an array inside an element, can hold `</dict> <dict>` too. So the cuts are guesses, and
/// the reading checks them: each part reads from its cut, and the part before must end
/// exactly there, at the start of one of the root's elements. A part that passes its cut
/// instead reads on to the end of the file, and the parts after it are dropped. The result
/// is always what one reading in order gives; it is only faster when the guesses hold, as they
/// do for every pack a tool writes.
extension PlistReader {
  /// Below this many bytes a part, a second thread costs more than it saves.
  @usableFromInline static let xmlBytesPerThread = 1 << 17

  /// How a part's reading ended.
  private enum PartEnd {
    /// At the next part's cut: the next part's elements follow this part's.
    case landed
    /// At the end of the file, or early because `body` said so.
    case finished
    case failed(PlistError)
  }

  /// Reads the root array of an XML plist in `parts` pieces at once, calling `body` with each
  /// element, the number of the part reading it and the element's byte offset; within a part,
  /// elements come in order.
  /// Returns how many parts, from the first, read the file: their elements, part after part,
  /// are the root's (up to where `body` returned false to stop its part); what the others
  /// gave is to be dropped. Throws the error a reading in order meets first.
  /// Returns nil without calling `body` when the bytes are not UTF-8 XML with an `<array>` root.
  @usableFromInline
  static func forEachXMLRootNode(
    _ bytes: ByteView, parts: Int, recordingEntries: Bool = false,
    _ body: @escaping (_ part: Int, _ element: PlistNode, _ offset: Int) -> Bool
  ) throws(PlistError) -> Int? {
    guard PlistFormat.detect(bytes) == .xml else { return nil }
    var head = XMLPlistParser(bytes: bytes)
    guard let wrapped = try? head.parsePrologue(), head.lookingAt("<array>") else { return nil }
    let arrayStart = head.pos
    let cuts = guessElementStarts(in: bytes, after: arrayStart + 7, parts: parts)
    let count = cuts.count + 1
    let ends = Parts.map(count, over: count) { part, _ -> PartEnd in
      var parser = XMLPlistParser(bytes: bytes)
      parser.tape.recordsEntries = recordingEntries
      if part < cuts.count { parser.stopAt = cuts[part] }
      do throws(PlistError) {
        if part == 0 {
          _ = try parser.parseDocument { body(0, $0, $1) }
        } else {
          try parser.parseRootArray(from: cuts[part - 1], arrayStart: arrayStart, wrapped: wrapped) { body(part, $0, $1) }
        }
        return parser.landed ? .landed : .finished
      } catch {
        return .failed(error)
      }
    }
    for part in 0..<count {
      switch ends[part] {
      case .landed: continue
      case .finished: return part + 1
      case .failed(let error): throw error
      }
    }
    return count
  }

  /// Where root elements probably start near each of `parts - 1` evenly spaced offsets: at a
  /// `<dict>` that follows a `</dict>` and white space. Fewer when there are no such places.
  static func guessElementStarts(in bytes: ByteView, after start: Int, parts: Int) -> [Int] {
    guard parts > 1 else { return [] }
    var cuts: [Int] = []
    for part in 1..<parts {
      var at = max(start + (bytes.count - start) * part / parts, (cuts.last ?? start) + 1)
      while let hit = bytes.firstIndex(of: UInt8(ascii: "<"), from: at) {
        at = hit + 1
        guard bytes.matches("</dict>", at: hit) else { continue }
        var next = hit + 7
        while next < bytes.count, XMLPlistParser.isSpace(bytes[next]) { next += 1 }
        if bytes.matches("<dict>", at: next) {
          cuts.append(next)
          break
        }
      }
    }
    return cuts
  }
}
