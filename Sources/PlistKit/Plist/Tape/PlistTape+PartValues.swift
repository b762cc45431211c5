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

    /// A container of `kind` with the children a part read of it before its cut.
    init(kind: PlistKind, children: Children) {
      if kind == .dictionary { entries = PlistDictionary.Builder(capacity: children.values.count + 1) }
      add(children)
      innerKey = children.innerKey
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

  /// The value of a file read in parts: `first`'s tape, what it left open (the innermost
  /// first) and the parts after it; nil when they do not fit together (`fit`).
  static func value(first: PlistTape, open: [OpenContainer], rest: [Part]) -> PlistValue? {
    guard let kinds = fit(open: open, parts: rest)?.outerKinds else { return nil }
    let tapes = [first] + rest.map(\.tape)
    let read = Parts.map(tapes.count, over: tapes.count) { part, _ in
      var shapes = KeyShapes()
      return part == 0
        ? PartValues(opened: first.openedChildren(open.reversed(), shapes: &shapes))
        : rest[part - 1].tape.partValues(tail: rest[part - 1].tail, outerKind: kinds[part - 1], shapes: &shapes)
    }
    var stack = read[0].opened.map { CutContainer(kind: $0.kind, children: $0.children) }
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
      stack += part.opened.map { CutContainer(kind: $0.kind, children: $0.children) }
    }
    return nil
  }

  /// The children read of each container left open at the part's end (the outermost first),
  /// each one's last child the next one.
  private func openedChildren(_ opened: [OpenContainer], shapes: inout KeyShapes) -> [(kind: PlistKind, children: Children)] {
    opened.indices.map { i in
      let inner = i + 1 < opened.count ? opened[i + 1].index : nil
      return (opened[i].kind, children(opened[i].kind, from: opened[i].index + 1, to: tokenCount, openChild: inner, shapes: &shapes))
    }
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
    values.opened = openedChildren(tail.open, shapes: &shapes)
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
