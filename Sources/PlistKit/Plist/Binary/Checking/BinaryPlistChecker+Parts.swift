/// Checking a large binary plist on every core: the elements of its root array are split into
/// one range per core, and each range is walked with a state table of its own, so that one
/// walk never takes another's open container for a cycle. An object reached from two ranges is
/// checked twice (a key, an option character: few); the tables are then merged. A part that
/// finds an error hands over to one walk in order, so the error reported is always the one
/// that walk finds first.
extension BinaryPlistChecker {
  /// Below this many root elements a range, a second thread costs more than it saves.
  static let elementsPerThread = 4096

  /// Checks `parser`'s file and fills its kind table; returns the string objects to make, or
  /// nil when they are all the objects of a string kind in the table.
  static func checkAll(_ parser: BinaryPlistParser, inParts: Bool = true) throws(PlistError) -> [Int]? {
    if inParts {
      if checkInOrder(parser) { return nil }
      if try checkInParts(parser) { return nil }
    }
    parser.kinds.fill(0..<parser.objectCount, with: BinaryPlistParser.unseenKind)
    var checker = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
    try checker.check()
    parser.sharesContainers = checker.sharesContainers
    return checker.strings
  }

  /// Checks the top object and, when it is an array, its first element's objects only: enough
  /// to read that element (a pack's mode is told from it) without checking a whole large file.
  /// The top's other elements stay unchecked; only `PlistReader.firstRootElement` reads such a
  /// parser.
  static func checkFirstElement(_ parser: BinaryPlistParser) throws(PlistError) -> [Int] {
    var checker = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
    guard var top = try checker.enterTop(), !top.isDictionary else {
      // Not an array: the whole file is checked, as a reader in order would.
      parser.kinds.fill(0..<parser.objectCount, with: BinaryPlistParser.unseenKind)
      var whole = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
      try whole.check()
      parser.sharesContainers = whole.sharesContainers
      return whole.strings
    }
    top.end = min(top.end, 1)
    try checker.walk(top)
    // The first element is read whole as a value: what it expands to is bounded as a whole
    // file's would be.
    if checker.sharesContainers {
      parser.sharesContainers = true
      try checker.checkSharedContainers(from: parser.ref(0, at: top.start))
    }
    return checker.strings
  }

  /// False when the file is not worth splitting or a part found an error: then nothing is checked.
  ///
  /// The work is the children of a frontier of open containers: the top object's, or, when it
  /// has too few (a dictionary of a catalog's categories), those a level or more down, the
  /// levels above walked here first. Each part walks an even share of the frontier's children
  /// with a table of its own, in which every container above them is open.
  private static func checkInParts(_ parser: BinaryPlistParser) throws(PlistError) -> Bool {
    // Each child costs a reference of a byte or more: a smaller object area has too few.
    guard Parts.most > 1, parser.tableOffset >= 2 * elementsPerThread else { return false }
    parser.kinds.fill(0..<parser.objectCount, with: BinaryPlistParser.unseenKind)
    var head = BinaryPlistChecker(parser: parser, kinds: parser.kinds)
    guard let top = try? head.enterTop(), let frontier = head.frontier(from: top) else { return false }
    let children = frontier.map { $0.end - $0.next }
    let total = children.reduce(0, +)
    let parts = Parts.count(for: total, minimum: elementsPerThread)
    guard parts > 1 else { return false }
    // The containers the walk above left open are the frontier's (those above it are closed
    // once their children are deferred): open in every part, so a path back to one is a cycle.
    let open = frontier.map(\.ref)
    let objects = parser.objectCount
    let tables = (0..<parts).map { _ in SharedSlots(count: objects, repeating: BinaryPlistParser.unseenKind) }
    defer { tables.forEach { $0.deallocate() } }
    // Per part: 0 failed, 1 checked, 2 checked and met a container twice.
    let outcomes = Parts.map(parts, over: total) { part, range -> UInt8 in
      let table = tables[part]
      for ref in open { table[ref] = BinaryPlistParser.openKind }
      var checker = BinaryPlistChecker(parser: parser, kinds: table)
      do {
        // The frontier's children as one sequence, of which this part walks `range`.
        var first = 0
        for (index, var frame) in frontier.enumerated() {
          let last = first + children[index]
          defer { first = last }
          guard first < range.upperBound, last > range.lowerBound else { continue }
          frame.end = frame.next + min(last, range.upperBound) - first
          frame.next += max(first, range.lowerBound) - first
          try checker.walk(frame)
        }
        return checker.sharesContainers ? 2 : 1
      } catch {
        return 0
      }
    }
    guard outcomes.allSatisfy({ $0 != 0 }) else { return false }
    merge(tables, parts: parts, into: parser)
    // A container reached from two parts only is not looked at again: each part walked every
    // path from its elements, so none is too deep, and what they expand to is at most the
    // parts' count of trees, each no larger than the file.
    if head.sharesContainers || outcomes.contains(2) {
      parser.sharesContainers = true
      try BinaryPlistChecker(parser: parser, kinds: parser.kinds).checkSharedContainers()
    }
    return true
  }

  /// The open containers whose children are to be split, from `top` down: a level more while
  /// they hold fewer children than two parts need (at most eight levels). Nil when the file
  /// runs out of containers first, or a container on the way is damaged.
  private mutating func frontier(from top: Frame) -> [Frame]? {
    var frontier = [top]
    for _ in 0..<8 {
      let children = frontier.reduce(0) { $0 + $1.end - $1.next }
      if children >= 2 * Self.elementsPerThread { return frontier }
      var below: [Frame] = []
      for frame in frontier {
        // The level's containers are walked here, their own children deferred as the next level.
        do { try walk(frame, deferringFrom: frame.depth + 1, into: &below) } catch { return nil }
      }
      guard !below.isEmpty else { return nil }
      frontier = below
    }
    return nil
  }

  /// Each object's kind from the part that reached it, into the parser's table (which holds
  /// what the walk above the frontier found), on every core.
  private static func merge(_ tables: [SharedSlots<UInt8>], parts: Int, into parser: BinaryPlistParser) {
    let objects = parser.objectCount
    let kinds = parser.kinds
    Parts.run(Parts.pieces(for: objects, minimum: 1 << 16), over: objects) { _, range in
      for ref in range {
        // Kinds are below the walk's marks (open, unseen): the least is what a walk found. A
        // container walked in several parts is a string array only if each part says so:
        // an array's kind (0xA) is below the string array's (0xB).
        var kind = kinds[ref]
        for part in 0..<parts { kind = min(kind, tables[part][ref]) }
        kinds[ref] = kind
      }
    }
  }
}
