/// Writing a large tree as text (XML, JSON) on every core: the containers a few levels below the
/// root (see `PlistNode.frontier`) are written in pieces any core takes, each at the depth it
/// has in the whole; the writer in order then writes the levels above them and copies each
/// container's text in as its walk meets it (the frontier is met in the order it was listed).
///
/// The pieces share the writer's limit. When one passes it, or fails (an error names its key
/// path, which only a walk from the root knows), the tree is written in order instead, which
/// stops or fails where it always has.
struct TextParts {
  /// The depth below the root of the containers written here.
  let depth: Int
  /// Each piece's text (let go once copied), and where each of its containers' text ends in it.
  private var texts: [[UInt8]]
  private let ends: [[Int]]
  /// Whether a piece noted a character XML cannot carry (see `TextOutput.sawForbidden`).
  let sawForbidden: Bool
  /// All the pieces' bytes.
  let byteCount: Int
  private let count: Int
  private var taken = 0
  private var piece = 0
  private var item = 0

  /// The frontier of `node` written by `write` (a container at a depth, into an output), or
  /// nil when the tree is small or narrow, or a piece did not finish.
  static func write(
    _ node: PlistNode, limit: Int, parts: Int = Parts.most, sizeForParts: Int = PlistNode.sizeForWritingInParts,
    _ write: (_ node: PlistNode, _ depth: Int, _ out: inout TextOutput) throws(PlistError) -> Void
  ) -> TextParts? {
    guard parts > 1, node.sizeForParts >= sizeForParts, let (frontier, depth) = node.frontier(parts: parts) else { return nil }
    let pieces = min(frontier.count, parts * Parts.piecesPerCore)
    let shared = SharedLimit(limit: limit)
    let written = Parts.map(pieces, over: frontier.count) { _, range -> (text: [UInt8], ends: [Int], forbidden: Bool)? in
      var out = TextOutput(limit: limit, shared: shared)
      var ends: [Int] = []
      ends.reserveCapacity(range.count)
      do {
        for i in range {
          try write(frontier[i], depth, &out)
          ends.append(out.count)
        }
        try out.checkLimit()
      } catch {
        return nil
      }
      return (out.bytes, ends, out.sawForbidden)
    }
    var texts: [[UInt8]] = [], ends: [[Int]] = []
    var forbidden = false
    for slot in written {
      guard let slot else { return nil }
      texts.append(slot.text)
      ends.append(slot.ends)
      forbidden = forbidden || slot.forbidden
    }
    return TextParts(depth: depth, texts: texts, ends: ends, sawForbidden: forbidden,
                     byteCount: texts.reduce(0) { $0 + $1.count }, count: frontier.count)
  }

  /// Copies the next container's text into `out`; false when every one has been taken.
  mutating func take(into out: inout TextOutput) -> Bool {
    while piece < texts.count, item == ends[piece].count {
      texts[piece] = []
      piece += 1
      item = 0
    }
    guard piece < texts.count else { return false }
    let start = item == 0 ? 0 : ends[piece][item - 1]
    out.append(contentsOf: texts[piece][start..<ends[piece][item]])
    item += 1
    taken += 1
    return true
  }

  /// Whether every container's text has been taken.
  var isComplete: Bool { taken == count }
}
