/// Where each value of a text plist starts, noted while it was read for its models: the lines
/// of a lint's diagnostics are then looked up on the tokens, not found by reading the file
/// again (that second reading was a third of linting a catalog of 100,000 products). Made by
/// `PlistDocument.decode(_:context:)` with a context that collects warnings, for a UTF-8 XML or
/// JSON file (`ModelContext.valuePositions`).
public final class ValuePositions: Sendable {
  // Read only once made: the tape is not written again, and each look-up keeps its own tables.
  private let tape: PlistTape
  /// Whether the root is given a line: not for an XML root that opens with `<array>`, whose
  /// elements a tracer's reading takes one by one (their lines are given).
  private let rootHasLine: Bool

  init(_ tape: PlistTape, rootHasLine: Bool = true) {
    self.tape = tape
    self.rootHasLine = rootHasLine
  }

  /// The byte offset where the value at each path starts; -1 where the tokens have none (no
  /// such value, or a JSON null, which leaves nothing on them). A key written twice gives its
  /// first value, and the root of an XML file that opens an `<array>` has none, as a reading
  /// of the text with a tracer finds.
  /// Many paths are followed on every core, a part each with its own finder (its listings
  /// made again where parts share a container, a few thousand tokens): on one, the 100,000
  /// paths of a catalog's warnings took a tenth of linting it.
  package func offsets(of paths: [PlistPath]) -> [Int] {
    guard tape.tokenCount > 0, let starts = tape.valueStarts else { return [Int](repeating: -1, count: paths.count) }
    let (tape, rootHasLine) = (self.tape, self.rootHasLine)
    return Parallel.array(count: paths.count, parts: Parts.count(for: paths.count, minimum: 16_384)) { range, offsets in
      var finder = Finder(tape: tape)
      for n in range {
        let path = paths[n]
        offsets.append(path.components.isEmpty ? (rootHasLine ? starts[0] : -1) : finder.token(at: path).map { starts[$0] } ?? -1)
      }
    }
  }

  /// Follows paths on the tokens; the children of a large container are listed the first
  /// time one is looked for in it, so that 100,000 paths into one array cost one listing.
  private struct Finder {
    let tape: PlistTape
    /// Above this many children, a container's are listed once rather than walked each time
    /// (a product's dozen keys are compared in turn: a table each would cost more).
    static let listedAbove = 32
    var elements: [Int: [Int]] = [:]
    var entries: [Int: [String: Int]] = [:]
    /// The last path followed and the token each of its steps reached: paths come mostly in
    /// the file's order, and the next one starts from the steps they share.
    var lastPath: [PlistPathComponent] = []
    var lastTokens: [Int] = []

    init(tape: PlistTape) {
      self.tape = tape
    }

    mutating func token(at path: PlistPath) -> Int? {
      let components = path.components
      var shared = 0
      while shared < min(components.count, lastPath.count), components[shared] == lastPath[shared] { shared += 1 }
      lastPath.removeLast(lastPath.count - shared)
      lastTokens.removeLast(lastTokens.count - shared)
      var at = lastTokens.last ?? 0
      for component in components[shared...] {
        guard let next = child(of: at, component) else { return nil }
        at = next
        lastPath.append(component)
        lastTokens.append(at)
      }
      return at
    }

    private mutating func child(of index: Int, _ component: PlistPathComponent) -> Int? {
      let token = tape.tokens[index]
      let count = Int(token.count)
      switch component {
      case .index(let i):
        guard token.kind == .array, i >= 0, i < count else { return nil }
        if count <= Self.listedAbove { return firstChild(of: index) { n, _ in n == i } }
        if let listed = elements[index] { return listed[i] }
        let listed = childTokens(of: index)
        elements[index] = listed
        return listed[i]
      case .key(let key):
        guard token.kind == .dictionary else { return nil }
        if count <= Self.listedAbove { return firstChild(of: index) { _, value in name(of: value) == key } }
        if let listed = entries[index] { return listed[key] }
        var listed: [String: Int] = [:]
        for value in childTokens(of: index) where listed[name(of: value)] == nil { listed[name(of: value)] = value }
        entries[index] = listed
        return listed[key]
      }
    }

    /// A dictionary value's key: the string of the token before it.
    private func name(of value: Int) -> String { tape.strings[Int(tape.tokens[value - 1].payload)] }

    /// The first child token of a container (by its place and token) that `matches`.
    private func firstChild(of index: Int, where matches: (Int, Int) -> Bool) -> Int? {
      let token = tape.tokens[index]
      let isDictionary = token.kind == .dictionary
      var at = index + 1
      for n in 0..<Int(token.count) {
        let child = isDictionary ? at + 1 : at
        if matches(n, child) { return child }
        at = tape.tokens[child].end(at: child)
      }
      return nil
    }

    /// The token of each element of an array, or of each value of a dictionary (its key is
    /// the token before).
    private func childTokens(of index: Int) -> [Int] {
      let token = tape.tokens[index]
      let isDictionary = token.kind == .dictionary
      var children: [Int] = []
      children.reserveCapacity(Int(token.count))
      var at = index + 1
      for _ in 0..<Int(token.count) {
        let child = isDictionary ? at + 1 : at
        children.append(child)
        at = tape.tokens[child].end(at: child)
      }
      return children
    }
  }
}
