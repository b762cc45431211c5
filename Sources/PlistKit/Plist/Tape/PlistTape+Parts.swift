/// Building a large tape's values on every core (see `ContainerFrontier`).
extension PlistTape {
  /// Below this many tokens, a second thread costs more than it saves.
  static let tokensForParts = 1 << 16

  /// The value of the root (index 0) built in parts, or nil when the tape is small or the root
  /// is not a container.
  func valueInParts(at index: Int) -> PlistValue? {
    guard index == 0, tokenCount >= Self.tokensForParts, isContainer(index), Parts.most > 1 else { return nil }
    // Key shapes a piece, as `BinaryPlistParser.valueInParts` keeps a builder a piece.
    let shapes = PartSlots(count: Parts.mostPieces, repeating: KeyShapes())
    defer { shapes.deallocate() }
    let found = ContainerFrontier.build(from: index, containers: { container, body in
      forEachChild(of: container) { if isContainer($0) { body($0) } }
    }, value: { piece, container in value(at: container, shapes: &shapes[piece]) })
    guard let (built, depth) = found else { return nil }
    return value(at: index, depth: 0, frontierDepth: depth, take: built.take)
  }

  private func isContainer(_ index: Int) -> Bool { tokens[index].kind == .array || tokens[index].kind == .dictionary }

  /// Calls `body` with the index of each child of a container (a dictionary's values, not its keys).
  private func forEachChild(of index: Int, _ body: (Int) -> Void) {
    let token = tokens[index]
    let isDictionary = token.kind == .dictionary
    var at = index + 1
    for _ in 0..<Int(token.count) {
      let child = isDictionary ? at + 1 : at
      body(child)
      at = tokens[child].end(at: child)
    }
  }

  /// As `value(at:)`, taking each container at `frontierDepth` from `take`, in order.
  private func value(at index: Int, depth: Int, frontierDepth: Int, take: () -> PlistValue) -> PlistValue {
    guard isContainer(index) else { return scalar(at: index)! }
    if depth == frontierDepth { return take() }
    let token = tokens[index]
    var at = index + 1
    if token.kind == .array {
      var items: [PlistValue] = []
      items.reserveCapacity(Int(token.count))
      for _ in 0..<Int(token.count) {
        items.append(value(at: at, depth: depth + 1, frontierDepth: frontierDepth, take: take))
        at = tokens[at].end(at: at)
      }
      return .array(items)
    }
    var dictionary = PlistDictionary.Builder(capacity: Int(token.count))
    for _ in 0..<Int(token.count) {
      dictionary.add(strings[Int(tokens[at].payload)], value(at: at + 1, depth: depth + 1, frontierDepth: frontierDepth, take: take))
      at = tokens[at + 1].end(at: at + 1)
    }
    return .dictionary(dictionary.finish())
  }
}
