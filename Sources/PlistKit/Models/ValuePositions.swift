/// Where each value of a text plist starts, noted while it was read for its models: the lines
/// of a lint's diagnostics are then looked up on the tokens, not found by reading the file
/// again (that second reading was a third of linting a catalog of 100,000 products). Made by
/// `PlistDocument.decode(_:context:)` with a context that collects warnings, for a UTF-8 XML or
/// JSON file (`ModelContext.valuePositions`).
public final class ValuePositions: @unchecked Sendable {
  // Read only once made: the tape is not written again, and each look-up keeps its own tables.
  private let tape: PlistTape

  init(_ tape: PlistTape) {
    self.tape = tape
  }

  /// The byte offset where the value at each path starts; -1 where the tokens have none (no
  /// such value, or a JSON null, which leaves nothing on them). A key written twice gives its
  /// first value, as a reading of the text with a tracer does.
  public func offsets(of paths: [PlistPath]) -> [Int] {
    guard tape.tokenCount > 0, let starts = tape.valueStarts else { return [Int](repeating: -1, count: paths.count) }
    var finder = Finder(tape: tape)
    return paths.map { path in finder.token(at: path).map { starts[$0] } ?? -1 }
  }

  /// Follows paths on the tokens; the children of a large container are listed the first
  /// time one is looked for in it, so that 100,000 paths into one array cost one listing.
  private struct Finder {
    let tape: PlistTape
    /// Above this many children, a container's are listed once rather than walked each time.
    static let listedAbove = 8
    var elements: [Int: [Int]] = [:]
    var entries: [Int: [String: Int]] = [:]

    init(tape: PlistTape) {
      self.tape = tape
    }

    mutating func token(at path: PlistPath) -> Int? {
      var at = 0
      for component in path.components {
        guard let next = child(of: at, component) else { return nil }
        at = next
      }
      return at
    }

    private mutating func child(of index: Int, _ component: PlistPathComponent) -> Int? {
      let token = tape.tokens[index]
      let count = Int(token.count)
      switch component {
      case .index(let i):
        guard token.kind == .array, i >= 0, i < count else { return nil }
        if count <= Self.listedAbove { return childTokens(of: index).dropFirst(i).first }
        if let listed = elements[index] { return listed[i] }
        let listed = childTokens(of: index)
        elements[index] = listed
        return listed[i]
      case .key(let key):
        guard token.kind == .dictionary else { return nil }
        if count <= Self.listedAbove {
          return childTokens(of: index).first { tape.strings[Int(tape.tokens[$0 - 1].payload)] == key }
        }
        if let listed = entries[index] { return listed[key] }
        var listed: [String: Int] = [:]
        for value in childTokens(of: index) {
          let name = tape.strings[Int(tape.tokens[value - 1].payload)]
          if listed[name] == nil { listed[name] = value }
        }
        entries[index] = listed
        return listed[key]
      }
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
