/// Checking a large binary plist object by object, in the order of its offset table, on every
/// core, instead of walking its graph from the top object. The walk goes where each reference
/// leads, so reading an object's offset and then its marker are two cache misses (most of
/// checking the 100k catalog); here both are read in order, and a reference costs a look at
/// its kind only.
///
/// This decides only for files laid out as Foundation, plistlib and this project write them:
/// - objects that do not overlap (their bytes add up to no more than the object area), so the
///   work stays bounded by the file's size however its offsets alias;
/// - the top object a container, and every other container referenced from exactly one
///   container numbered below it: then there is no cycle, every container is reached from the
///   top, and its depth is its parent's plus one.
/// Any other file, and any object that fails its own check (even one nothing references), is
/// left to the walk, so what is accepted, the kind of each object a reader reaches and every
/// message are the walk's. An object nothing references keeps the kind it was checked to
/// have, where the walk leaves it unseen: nothing reads it, and a string there is made with
/// the others (its bytes are in the file, once). Marking each reference to tell them apart
/// cost a third of this pass on a guess pack, whose options reference a few characters.
extension BinaryPlistChecker {
  /// What one piece of the object table found.
  struct Piece {
    var passed = true
    /// First pass: the bytes its objects hold, and how many are containers.
    var bytes = 0
    var containers = 0
    /// Second pass: each container a container of this piece holds, as (child, parent) in
    /// the parents' order; its arrays of strings only; the bytes of long strings and data
    /// its containers reference (each time, up to `byteLimit`).
    var edges: [Int] = []
    var stringArrays: [Int] = []
    var referencedBytes = 0
  }

  /// Whether the file was checked this way and its kind table filled (then every object of a
  /// string kind is one to make); false when it is left to the walk, with the table to be
  /// reset. Files of fewer than `minimumObjects` are left to the walk.
  static func checkInOrder(_ parser: BinaryPlistParser, minimumObjects: Int = 4_096) -> Bool {
    let objects = parser.objectCount
    let top = parser.storedOffset(of: parser.top)
    guard objects >= minimumObjects, top >= 8, top < UInt64(parser.tableOffset),
          BinaryPlistParser.isContainerKind(parser.bytes[Int(top)] >> 4) else { return false }
    let count = Parts.pieces(for: objects, minimum: 16_384)
    let pieces = PartSlots(count: count, repeating: Piece())
    defer { pieces.deallocate() }
    Parts.run(count, over: objects) { piece, range in checkObjects(range, of: parser, into: &pieces[piece]) }
    let area = parser.tableOffset - 8
    var bytes = 0
    for piece in 0..<count {
      guard pieces[piece].passed else { return false }
      bytes += pieces[piece].bytes
    }
    guard bytes <= area else { return false }
    Parts.run(count, over: objects) { piece, range in checkReferences(range, of: parser, into: &pieces[piece]) }
    guard (0..<count).allSatisfy({ pieces[$0].passed }) else { return false }
    // Each piece's sum is at most the limit: adding them cannot overflow.
    let repeated = (0..<count).reduce(0) { $0 + pieces[$1].referencedBytes }
    guard repeated <= byteLimit(fileSize: parser.bytes.count) else { return false }
    guard containersReachOnce(parser, pieces: (0..<count).map { pieces[$0] }) else { return false }
    for piece in 0..<count {
      for ref in pieces[piece].stringArrays { parser.kinds[ref] = BinaryPlistParser.stringArrayKind }
    }
    return true
  }

  /// First pass: each object of `range` checked alone, its kind noted; it stops where the
  /// bytes of the objects checked pass the object area's size.
  static func checkObjects(_ range: Range<Int>, of parser: BinaryPlistParser, into piece: inout Piece) {
    let checker = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
    let area = parser.tableOffset - 8
    let table = UInt64(parser.tableOffset)
    let kinds = parser.kinds
    // Counted in locals, not through `piece`, which the loop would write back at each object.
    var bytes = 0, containers = 0
    defer { (piece.bytes, piece.containers) = (bytes, containers) }
    for ref in range {
      let stored = parser.storedOffset(of: ref)
      guard stored >= 8, stored < table else { return piece.passed = false }
      let offset = Int(stored)
      guard let (kind, end) = try? checker.checkAlone(parser.bytes[offset], at: offset) else { return piece.passed = false }
      bytes &+= end &- offset
      // Overlapping objects: stop before checking them costs more than the file's size.
      guard bytes <= area else { return piece.passed = false }
      kinds[ref] = kind
      if kind == 0xA || kind == 0xD { containers &+= 1 }
    }
  }

  /// Second pass: each reference of `range`'s containers is in the table and of a kind its
  /// place allows; each container child is numbered above its parent.
  private static func checkReferences(_ range: Range<Int>, of parser: BinaryPlistParser, into piece: inout Piece) {
    let checker = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
    // In locals, so that the loop keeps them in registers.
    let objects = UInt64(parser.objectCount), kinds = parser.kinds
    let file = parser.bytes, size = parser.refSize, shift = UInt64(64 - 8 * parser.refSize)
    // Past this, the file is the walk's to refuse; stopping there also keeps the sum in range.
    let limit = byteLimit(fileSize: parser.bytes.count)
    var edges: [Int] = [], stringArrays: [Int] = [], referencedBytes = 0
    defer { (piece.edges, piece.stringArrays, piece.referencedBytes) = (edges, stringArrays, referencedBytes) }
    for ref in range where kinds[ref] == 0xA || kinds[ref] == 0xD {
      let isDictionary = kinds[ref] == 0xD
      let (count, start) = parser.extent(at: parser.offset(of: ref))
      // Counted, not branched on: whether a reference is a string's follows no pattern to predict.
      var outside: UInt64 = 0, nonStrings = 0, longStrings = 0
      var at = start
      @inline(__always) func next() -> (child: Int, kind: UInt8) {
        let stored = file.bigEndianWord(at: at) &>> shift
        at &+= size
        outside |= stored >= objects ? 1 : 0
        let child = Int(truncatingIfNeeded: stored < objects ? stored : 0)
        let kind = kinds[child]
        nonStrings &+= BinaryPlistParser.isStringKind(kind) ? 0 : 1
        return (child, kind)
      }
      // A dictionary's keys come first, and must be strings.
      let keys = isDictionary ? count : 0
      for _ in 0..<keys { longStrings |= next().kind == BinaryPlistParser.longStringKind ? 1 : 0 }
      guard nonStrings == 0 else { return piece.passed = false }
      for _ in 0..<count {
        let (child, kind) = next()
        // Long strings, data and containers (kinds 0x7, 0x4, 0xA, 0xD) need more.
        guard (0x2490 as UInt32) &>> UInt32(kind & 0x1F) & 1 != 0 else { continue }
        if kind == BinaryPlistParser.longStringKind || kind == 0x4 {
          referencedBytes += checker.byteLength(of: child)
          guard referencedBytes <= limit else { return piece.passed = false }
        }
        if kind == 0xA || kind == 0xD {
          guard child > ref else { return piece.passed = false }
          edges.append(child)
          edges.append(ref)
        }
      }
      guard outside == 0 else { return piece.passed = false }
      if longStrings != 0 {
        for i in 0..<keys where kinds[parser.ref(i, at: start)] == BinaryPlistParser.longStringKind {
          referencedBytes += checker.byteLength(of: parser.ref(i, at: start))
          guard referencedBytes <= limit else { return piece.passed = false }
        }
      }
      if !isDictionary, nonStrings == 0, count > 0 { stringArrays.append(ref) }
    }
  }

  /// Whether every container but the top is the child of exactly one container reached from
  /// the top, none deeper than the nesting limit: the edges in their parents' order, so each
  /// parent's depth is known before its children's.
  private static func containersReachOnce(_ parser: BinaryPlistParser, pieces: [Piece]) -> Bool {
    var depths = [UInt16](repeating: 0, count: parser.objectCount)
    depths[parser.top] = 1
    var reached = 1
    for piece in pieces {
      let edges = piece.edges
      var i = 0
      while i < edges.count {
        let (child, parent) = (edges[i], edges[i + 1])
        i += 2
        guard depths[parent] != 0, depths[child] == 0, Int(depths[parent]) < XMLPlistParser.maxDepth else { return false }
        depths[child] = depths[parent] + 1
        reached += 1
      }
    }
    return reached == pieces.reduce(0) { $0 + $1.containers }
  }
}
