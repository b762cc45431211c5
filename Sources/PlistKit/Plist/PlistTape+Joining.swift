#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlistTape {
  /// Appends the tokens and strings of `other`, a tape read from the bytes right after this
  /// one's (a part of a JSON file read on its own core; its tokens are not read again): its
  /// strings are moved here, and its strings' and containers' indices moved up by what this
  /// tape held. A container `other` left open (its end was read by the next part) is ended by
  /// the caller (`endContainer(_:count:end:)`).
  func join(_ other: PlistTape) {
    let tokenBase = tokenCount, stringBase = stringCount
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
