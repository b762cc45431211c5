/// A text file read in parts, built into values from each part's tape where it lies: no
/// tape is joined to another. Each part builds the values it holds whole on its own core;
/// the few containers a cut runs through (a catalog's root, its categories array, the
/// category cut and its products) are then put together in order from what each part read
/// of them. The values are those the joined tape gives (`PlistTape.joining`), without the copy
/// joining makes of every part's tokens after the first's (fresh memory, on these machines
/// dear: a fifth fewer pages touched reading the 100k catalog's JSON).
extension PlistTape.ReadParts {
  /// The file's value; nil when the parts do not fit together (then the file is read in order).
  func value() -> PlistValue? {
    switch self {
    case .whole(let tape):
      return tape.root.value
    case let .parts(first, open, rest):
      return PlistTape.value(first: first, open: open, rest: rest)
    }
  }
}

extension PlistTape {
  /// A container a cut runs through, as its children are gathered part after part.
  private struct CutContainer {
    var items: [PlistValue] = []
    var entries: PlistDictionary.Builder?
    /// In a dictionary, the key of the container open inside this one (its last child so far).
    var innerKey: String?

    init(kind: PlistKind) {
      if kind == .dictionary { entries = PlistDictionary.Builder(capacity: 4) }
    }

    mutating func add(_ children: Children) {
      for (key, value) in children.values { add(key, value) }
    }

    mutating func add(_ key: String?, _ value: PlistValue) {
      if entries != nil, let key { entries!.add(key, value) } else { items.append(value) }
    }

    consuming func value() -> PlistValue {
      if let entries { return .dictionary(entries.finish()) }
      return .array(items)
    }
  }

  /// Children read whole of one container, in order (a dictionary's with their keys), and the
  /// key of the container left open after them, if any.
  private struct Children {
    var values: [(String?, PlistValue)] = []
    var innerKey: String?
  }

  /// What one part read of the containers a cut runs through: the children of each it ended
  /// (the innermost first), those of the next one out if it stopped at a cut, and the
  /// containers it opened and left open (the outermost first).
  private struct PartValues {
    var ended: [Children] = []
    var more = Children()
    var opened: [(kind: PlistKind, children: Children)] = []
  }

  static func value(first: PlistTape, open: [OpenContainer], rest: [Part]) -> PlistValue? {
    guard let kinds = outerKinds(open: open, parts: rest) else { return nil }
    let tapes = [first] + rest.map(\.tape)
    var read = [PartValues](repeating: PartValues(), count: tapes.count)
    read.withUnsafeMutableBufferPointer { buffer in
      let slots = Unchecked(buffer.baseAddress!)
      Parts.run(tapes.count, over: tapes.count) { part, _ in
        var shapes = KeyShapes()
        defer { shapes.clear() }
        (slots.value + part).pointee = part == 0
          ? first.partValues(opened: open.reversed(), shapes: &shapes)
          : rest[part - 1].tape.partValues(tail: rest[part - 1].tail, outerKind: kinds[part - 1], shapes: &shapes)
      }
    }
    var stack = read[0].opened.map { opened in
      var container = CutContainer(kind: opened.kind)
      container.add(opened.children)
      container.innerKey = opened.children.innerKey
      return container
    }
    for part in read.dropFirst() {
      for children in part.ended {
        stack[stack.count - 1].add(children)
        let ended = stack.removeLast().value()
        guard !stack.isEmpty else { return ended }
        stack[stack.count - 1].add(stack[stack.count - 1].innerKey, ended)
        stack[stack.count - 1].innerKey = nil
      }
      stack[stack.count - 1].add(part.more)
      stack[stack.count - 1].innerKey = part.more.innerKey
      for opened in part.opened {
        var container = CutContainer(kind: opened.kind)
        container.add(opened.children)
        container.innerKey = opened.children.innerKey
        stack.append(container)
      }
    }
    return nil
  }

  /// The kind of the container each part after the first reads on in once it has ended those
  /// it ends (nil for a part that reads to the end); nil when the parts do not fit together
  /// (see `containerEnds`, which this follows).
  private static func outerKinds(open: [OpenContainer], parts: [Part]) -> [PlistKind?]? {
    var stack = open.reversed().map(\.kind)
    var kinds: [PlistKind?] = []
    for part in parts {
      guard stack.count + part.deepest <= XMLPlistParser.maxDepth else { return nil }
      for ended in part.tail.ended {
        guard let outer = stack.popLast(), outer == ended.kind else { return nil }
      }
      // Only the last part reads to the end (one before it would have read past a cut).
      if part.tail.finished { return stack.isEmpty && kinds.count == parts.count - 1 ? kinds + [nil] : nil }
      guard let outer = stack.last else { return nil }
      kinds.append(outer)
      stack += part.tail.open.map(\.kind)
    }
    return nil
  }

  /// What the first part read of the containers it left open (`opened`, the outermost first).
  private func partValues(opened: [OpenContainer], shapes: inout KeyShapes) -> PartValues {
    var values = PartValues()
    for (i, container) in opened.enumerated() {
      let inner = i + 1 < opened.count ? opened[i + 1].index : nil
      values.opened.append((container.kind, children(container.kind, from: container.index + 1, to: tokenCount, openChild: inner, shapes: &shapes)))
    }
    return values
  }

  /// What a part after the first read of the containers a cut runs through.
  private func partValues(tail: PartTail, outerKind: PlistKind?, shapes: inout KeyShapes) -> PartValues {
    var values = PartValues()
    var at = 0
    for ended in tail.ended {
      values.ended.append(children(ended.kind, from: at, to: ended.end, openChild: nil, shapes: &shapes))
      at = ended.end
    }
    guard let outerKind else { return values }
    values.more = children(outerKind, from: at, to: tokenCount, openChild: tail.open.first?.index, shapes: &shapes)
    for (i, container) in tail.open.enumerated() {
      let inner = i + 1 < tail.open.count ? tail.open[i + 1].index : nil
      values.opened.append((container.kind, children(container.kind, from: container.index + 1, to: tokenCount, openChild: inner, shapes: &shapes)))
    }
    return values
  }

  /// The children of a container of `kind` read whole from `from` up to `end`, or up to the
  /// container left open at `openChild` (a dictionary's then with that child's key).
  private func children(_ kind: PlistKind, from: Int, to end: Int, openChild: Int?, shapes: inout KeyShapes) -> Children {
    var children = Children()
    var at = from
    let stop = openChild ?? end
    if kind == .dictionary {
      while at < stop {
        let key = strings[Int(tokens[at].payload)]
        if at + 1 == openChild {
          children.innerKey = key
          break
        }
        children.values.append((key, value(at: at + 1, shapes: &shapes)))
        at = tokens[at + 1].end(at: at + 1)
      }
    } else {
      while at < stop {
        children.values.append((nil, value(at: at, shapes: &shapes)))
        at = tokens[at].end(at: at)
      }
    }
    return children
  }
}
