#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlistTape {
  /// A container begun on a tape and not ended, with the children it has so far.
  struct OpenContainer {
    var index: Int
    let kind: PlistKind
    var count: Int
  }

  /// What a part of a text file after the first read (see `JSONPlistParser+Parts`,
  /// `XMLPlistParser+Parts`): the containers before its cut it ended (the innermost first: its
  /// kind, its children read here, and the end of its subtree on this part's tape), and unless
  /// it read to the end of the file, the children it read of the next one out and the
  /// containers it left open at its own stop (the outermost first).
  struct PartTail {
    var ended: [(kind: PlistKind, count: Int, end: Int)] = []
    var count = 0
    var open: [OpenContainer] = []
    var finished = false
  }

  /// A part after the first, as read: its tape, the deepest nesting it met, and its tail.
  typealias Part = (tape: PlistTape, deepest: Int, tail: PartTail)

  /// The first part's tape with the parts after it joined on, each ending the containers the
  /// parts before it left open; nil when a part failed or they do not fit together (a kind
  /// that does not match, a file that ends with containers open, nesting too deep), and the
  /// file is then read in order. `open`: what the first part left open, the innermost first.
  static func joining(_ first: PlistTape, open: [OpenContainer], parts: [Part?]) -> PlistTape? {
    var stack = Array(open.reversed())
    for part in parts {
      guard let (tape, deepest, tail) = part, stack.count + deepest <= XMLPlistParser.maxDepth else { return nil }
      let base = first.tokenCount
      first.join(tape)
      for ended in tail.ended {
        guard let outer = stack.popLast(), outer.kind == ended.kind else { return nil }
        first.endContainer(outer.index, count: outer.count + ended.count, end: base + ended.end)
      }
      if tail.finished { return stack.isEmpty ? first : nil }
      guard !stack.isEmpty else { return nil }
      stack[stack.count - 1].count += tail.count
      stack += tail.open.map { OpenContainer(index: base + $0.index, kind: $0.kind, count: $0.count) }
    }
    return nil
  }

  /// Appends the tokens and strings of `other`, a tape read from the bytes right after this
  /// one's (a part of a JSON or XML file read on its own core; its tokens are not read
  /// again): its strings are moved here, its data appended, and its strings', data's and
  /// containers' indices moved up by what this tape held. A container `other` left open (its
  /// end was read by the next part) is ended by the caller (`endContainer(_:count:end:)`).
  func join(_ other: PlistTape) {
    let tokenBase = tokenCount, stringBase = stringCount, dataBase = data.count
    reserve(tokens: tokenCount + other.tokenCount, strings: stringCount + other.stringCount)
    // A chunk at a time, each chunk's pages given back once copied: the two tapes are not
    // held whole at once (16 MB of the 100k catalog's JSON).
    let chunk = 1 << 16
    for from in stride(from: 0, to: other.tokenCount, by: chunk) {
      let to = min(other.tokenCount, from + chunk)
      for i in from..<to {
        var token = other.tokens[i]
        switch token.kind {
        case .string: token.payload &+= UInt64(stringBase)
        case .data: token.payload &+= UInt64(dataBase)
        case .array, .dictionary: token.payload &+= UInt64(tokenBase)
        default: break
        }
        (tokens + tokenBase + i).initialize(to: token)
      }
      let copied = UnsafeMutableRawPointer(other.tokens + from).assumingMemoryBound(to: UInt8.self)
      DiscardedPages.discard(UnsafeMutableBufferPointer(start: copied, count: (to - from) * MemoryLayout<Token>.stride))
    }
    if recordsOffsets, let starts = other.valueStarts {
      reserveValueStarts(tokenBase + other.tokenCount)
      (valueStarts! + tokenBase).update(from: starts, count: other.tokenCount)
    }
    data += other.data
    (strings + stringBase).moveInitialize(from: other.strings, count: other.stringCount)
    setCounts(tokens: tokenBase + other.tokenCount, strings: stringBase + other.stringCount)
    other.forgetMovedStrings()
  }

  /// Ends a container begun on this tape, its subtree ending just before token `end`.
  func endContainer(_ index: Int, count: Int, end: Int) {
    tokens[index].count = UInt32(truncatingIfNeeded: count)
    tokens[index].payload = UInt64(end)
  }
}
