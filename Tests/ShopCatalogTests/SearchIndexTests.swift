import PlistKit
import Testing
import TerminalKit
@testable import ShopCatalog

/// Search over the index: ranked as the rules say (a word at the start of the name 15, in the
/// name 10, the brand 4, the spec 2; ties in the market's order), and the same results as a
/// plain scan of every product on a generated shop of thousands.
struct SearchIndexTests {
  static let ranking: [(query: String, expected: [String])] = [
    ("苹果", ["apple", "yogurt"]),  // in apple's name (10), in yogurt's spec (2)
    ("红富士", ["apple"]),
    ("晨光", ["milk", "yogurt"]),  // both brands: the market's order
    ("fresh", ["milk"]),  // at the start of the name, in any letter case
    ("MILK", ["milk"]),
    ("鲜牛奶 950", ["milk"]),  // every word must be found
    ("鲜牛奶 1kg", []),
    ("农场1kg", []),  // across the end of the brand into the spec: no hit
    ("苹果山野", []),  // across the end of the name into the brand
    ("g", ["apple", "pear", "yogurt"]),  // 1kg, 500g, 200g: specs, in order
    ("", []),
    ("   ", []),
  ]

  @Test(arguments: ranking)
  func ranksAsTheRulesSay(query: String, expected: [String]) {
    let shop = testShop()
    #expect(SearchRules.results(for: query, in: SearchIndex(shop: shop)) == expected)
  }

  @Test func listsEachProductOnceInTheMarketsOrder() {
    var shop = testShop()
    shop.add(Product(id: "onlyFresh", name: "鲜果礼盒", price: Money(fen: 100), stock: 1))
    shop.fresh = ["milk", "onlyFresh", "missing", "apple"]
    #expect(SearchIndex(shop: shop).productIDs == ["apple", "pear", "kiwi", "milk", "yogurt", "onlyFresh"])
  }

  @Test func agreesWithAPlainScanOfEveryProduct() {
    var rng = SplitMix64(seed: 7)
    let shop = Self.generatedShop(products: 3_000, rng: &rng)
    let index = SearchIndex(shop: shop)
    var queries: [String] = []
    for _ in 0..<400 {
      let product = shop.products[index.productIDs[Int(rng.next() % UInt64(index.productIDs.count))]]!
      let field = [product.name, product.brand ?? "", product.spec ?? ""][Int(rng.next() % 3)]
      let characters = Array(field)
      guard !characters.isEmpty else { continue }
      let start = Int(rng.next() % UInt64(characters.count))
      let length = 1 + Int(rng.next() % UInt64(min(4, characters.count - start)))
      var word = String(characters[start..<start + length])
      if rng.next() % 2 == 0 { word = word.uppercased() }
      queries.append(rng.next() % 4 == 0 ? word + " " + String(Self.pool[Int(rng.next() % UInt64(Self.pool.count))]) : word)
    }
    let different = queries.filter { SearchRules.results(for: $0, in: index) != Self.plainScan($0, shop, order: index.productIDs) }
    #expect(different == [])
    let toldWrong = queries.filter { SearchRules.finds($0, in: index) == Self.plainScan($0, shop, order: index.productIDs).isEmpty }
    #expect(toldWrong == [])
    #expect(queries.count > 300)
  }

  /// Queries typed a character at a time and taken back, as a shopper does: each key's results
  /// searched among the memo's are the same as a plain scan's, through both ways of searching
  /// (one product at a time among a few candidates, one scan among many).
  @Test func typingNarrowsToWhatAPlainScanFinds() {
    var rng = SplitMix64(seed: 23)
    let shop = Self.generatedShop(products: 3_000, rng: &rng)
    let index = SearchIndex(shop: shop)
    var memo = SearchMemo()
    var field = ""
    var different: [String] = []
    var narrowed = 0
    for _ in 0..<600 {
      switch rng.next() % 6 {
      case 0 where !field.isEmpty: field.removeLast()
      case 1: field += " "
      default: field.append(Self.pool[Int(rng.next() % UInt64(Self.pool.count))])
      }
      if field.count > 6 { field = "" }
      if memo.candidates(for: SearchIndex.words(of: field)) != nil { narrowed += 1 }
      if SearchRules.results(for: field, in: index, memo: &memo) != Self.plainScan(field, shop, order: index.productIDs) {
        different.append(field)
      }
    }
    #expect(different == [])
    #expect(narrowed > 300, "most keys searched among an earlier query's products")
  }

  /// Made in parts on every core, the index finds what it finds made on one (the bench's
  /// shop of 100,000 is cut in parts of 20,000; this one in parts of 500).
  @Test func madeInPartsItFindsWhatItFindsMadeWhole() throws {
    var rng = SplitMix64(seed: 31)
    let shop = Self.generatedShop(products: 3_000, rng: &rng)
    let whole = SearchIndex(shop: shop), inParts = SearchIndex(shop: shop, smallestPart: 500)
    try #require(Parallel.cores > 1, "this machine has one core: nothing was cut")
    #expect(inParts.productIDs == whole.productIDs)
    let queries = Self.pool.map { String($0) } + ["苹果", "农场", "1kg", "g 果", "xyz"]
    #expect(queries.filter { SearchRules.results(for: $0, in: inParts) != SearchRules.results(for: $0, in: whole) } == [])
    // Typed a character at a time: later keys search among the earlier ones' products.
    var memo = SearchMemo()
    let typed = ["a b", "果 g", "e 1", "农 场"].flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
    #expect(typed.filter { SearchRules.results(for: $0, in: inParts, memo: &memo) != SearchRules.results(for: $0, in: whole) } == [])
  }

  /// `finds` tries the first products before it makes the table of them all: a word only
  /// past them is still found, one nowhere is not, and the whole table is made only then.
  @Test func findsPastTheFirstProductsAsAmongThemAll() throws {
    var rng = SplitMix64(seed: 7)
    var shop = Self.generatedShop(products: SearchIndex.headCount + 600, rng: &rng)
    shop.add(Product(id: "last", name: "最后的苹果", brand: "山野", spec: "1kg", price: Money(fen: 100), stock: 1))
    shop.categories[shop.categories.count - 1].productIDs.append("last")
    let index = SearchIndex(shop: shop)
    let early = SearchIndex.words(of: shop.products["p3"]?.name ?? "")
    #expect(index.finds(early))
    #expect(index.finds(SearchIndex.words(of: "最后的 山野")))
    #expect(!index.finds(SearchIndex.words(of: "最后的 海边")))
    #expect(index.productIDs.count == SearchIndex.headCount + 601)
    for query in ["最后的", "山野 1kg", "xyz", Self.pool.map { String($0) }[0]] {
      #expect(index.finds(SearchIndex.words(of: query)) == !SearchRules.results(for: query, in: SearchIndex(shop: shop)).isEmpty, "\(query)")
    }
  }

  static let holdings: [(word: String, part: String, holds: Bool)] = [
    ("苹果", "苹", true), ("苹果", "果", true), ("苹果", "苹果", true), ("苹", "苹果", false), ("1kg", "kg", true),
    ("1kg", "1g", false), ("", "a", false), ("abc", "", true),
  ]

  @Test(arguments: holdings)
  func tellsAWordHoldingAnother(word: String, part: String, holds: Bool) {
    #expect(SearchMemo.holds(Array(word.utf8), Array(part.utf8)) == holds)
  }

  /// The memo keeps the last eight queries, and narrows from the one that found the fewest of
  /// those whose every word the new query holds.
  @Test func remembersTheLastQueriesAndNarrowsFromTheFewest() {
    var memo = SearchMemo()
    func matches(_ query: String, _ products: [Int32]) -> SearchMatches {
      SearchMatches(words: SearchIndex.words(of: query), products: products, scores: products.map { _ in 10 })
    }
    memo.remember(matches("a", [1, 2, 3, 4]), ranked: ["a"])
    memo.remember(matches("b", [2, 3]), ranked: ["b"])
    memo.remember(matches("ab", [2]), ranked: ["ab"])
    #expect(memo.candidates(for: SearchIndex.words(of: "abc")) == [2])
    #expect(memo.candidates(for: SearchIndex.words(of: "ca")) == [1, 2, 3, 4])
    #expect(memo.candidates(for: SearchIndex.words(of: "b a")) == [2, 3])
    #expect(memo.candidates(for: SearchIndex.words(of: "c")) == nil)
    #expect(memo.ranked(for: SearchIndex.words(of: "B")) == ["b"])
    for n in 0..<8 { memo.remember(matches("x\(n)", []), ranked: []) }
    #expect(memo.entries.map { $0.matches.words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") } == (0..<8).map { "x\($0)" })
    #expect(memo.ranked(for: SearchIndex.words(of: "a")) == nil)
  }

  static let findings: [(text: String, word: String, from: Int, expected: Int?)] = [
    ("abcabd", "abd", 0, 3), ("abcabd", "abc", 1, nil), ("aaaa", "aa", 1, 1), ("ab", "abc", 0, nil),
    ("xyz", "z", 0, 2), ("", "a", 0, nil), ("苹果苹果", "果", 4, 9), ("abc", "", 0, nil), ("abc", "c", 5, nil),
  ]

  @Test(arguments: findings)
  func findsBytes(text: String, word: String, from: Int, expected: Int?) {
    let bytes = Array(text.utf8)
    let found = BytesFinder(Array(word.utf8)).first(in: bytes, from: from, to: bytes.count)
    #expect(found == expected)
  }

  @Test func findsBytesWhereAPlainScanDoes() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let text = (0..<Int(rng.next() % 80)).map { _ in UInt8(0x61 + rng.next() % 3) }
      let word = (0..<1 + Int(rng.next() % 4)).map { _ in UInt8(0x61 + rng.next() % 3) }
      let from = Int(rng.next() % 40)
      // Up to the end of the text, or a place before it: a word across the end is not found.
      let end = rng.next() % 2 == 0 ? text.count : min(text.count, from + Int(rng.next() % 30))
      let plain = text.indices.first { $0 >= from && $0 + word.count <= end && Array(text[$0..<$0 + word.count]) == word }
      #expect(BytesFinder(word).first(in: text, from: from, to: end) == plain, "\(text) \(word) \(from) \(end)")
    }
  }

  static let caseless: [(text: String, caseless: Bool)] = [
    ("红富士苹果", true), ("山野农场·红富士 1kg", true), ("fresh milk", true), ("Fresh", false), ("\u{FF21}", false),
    ("！", false), ("한국어", true), ("café", false), ("ひらがな・カタカナ", true), ("", true), ("。、", true), ("，", false),
  ]

  /// Text told caseless from its bytes is copied as it is: `lowercased()` must leave it so.
  @Test(arguments: caseless)
  func tellsCaselessTextFromItsBytes(text: String, caseless: Bool) {
    let told = SearchIndex.isCaseless(text.utf8)
    #expect(told == caseless)
    if told { #expect(SearchFold.folded(text) == text) }
  }

  // MARK: - The reference: every product scanned with String's own operations

  static func plainScan(_ query: String, _ shop: Shop, order: [String]) -> [String] {
    let words = SearchFold.folded(query).split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    var scored: [(id: String, score: Int, order: Int)] = []
    for (n, id) in order.enumerated() {
      let product = shop.products[id]!
      let name = SearchFold.folded(product.name), brand = SearchFold.folded(product.brand ?? ""), spec = SearchFold.folded(product.spec ?? "")
      var score = 0
      for word in words {
        let best = name.hasPrefix(word) ? 15 : name.contains(word) ? 10 : brand.contains(word) ? 4 : spec.contains(word) ? 2 : 0
        if best == 0 { score = -1; break }
        score += best
      }
      if score > 0 { scored.append((id, score, n)) }
    }
    return scored.sorted { ($0.score, -$0.order) > ($1.score, -$1.order) }.map(\.id)
  }

  static let pool = Array("苹果香蕉牛奶面包鸡蛋大米农场果园ÉéAbcXyz 1kg500gÑñＭｍ\u{0065}\u{0301}ß")

  static func generatedShop(products: Int, rng: inout SplitMix64) -> Shop {
    func word(_ length: Int) -> String { String((0..<length).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }) }
    var shop = Shop()
    var ids: [String] = []
    for i in 0..<products {
      let id = "p\(i)"
      shop.add(Product(id: id, name: word(2 + Int(rng.next() % 6)), brand: rng.next() % 3 == 0 ? nil : word(3),
                       spec: rng.next() % 4 == 0 ? nil : word(2), price: Money(fen: 100), stock: 1))
      ids.append(id)
    }
    shop.categories = stride(from: 0, to: products, by: 500).map {
      Category(id: "c\($0)", name: "c\($0)", productIDs: Array(ids[$0..<min(products, $0 + 500)]))
    }
    return shop
  }
}

/// Search folds as people type: accents, a decomposed accent, full width and case.
struct SearchFoldTests {
  @Test("folded", arguments: [
    ("Nestlé", "nestle"), ("Ne\u{301}stle", "nestle"), ("ＭＩＬＫ", "milk"), ("Straße", "strasse"), ("Crème brûlée", "creme brulee"),
    ("ŁÓDŹ", "lodz"), ("红富士苹果", "红富士苹果"), ("１ｋｇ", "1kg"),
  ])
  func folds(text: String, folded: String) {
    #expect(SearchFold.folded(text) == folded)
  }

  @Test func nestleFindsNestlé() {
    var shop = Shop()
    shop.add(Product(id: "n", name: "Nestlé Milk", brand: "Nestlé", price: Money(fen: 100), stock: 1))
    shop.add(Product(id: "m", name: "ＭＩＬＫ 1L", price: Money(fen: 100), stock: 1))
    shop.categories = [Category(id: "c", name: "c", productIDs: ["n", "m"])]
    let index = SearchIndex(shop: shop)
    #expect(SearchRules.results(for: "nestle", in: index) == ["n"])
    #expect(SearchRules.results(for: "NESTLÉ", in: index) == ["n"])
    #expect(SearchRules.results(for: "milk", in: index) == ["n", "m"] || SearchRules.results(for: "milk", in: index) == ["m", "n"])
  }
}

extension SearchFoldTests {
  /// A result found by its brand says so, since the line shows the name and the spec only.
  @Test func aResultFoundByItsBrandSaysSo() {
    let env = testEnv()
    let apple = env.shop.products["apple"]!
    #expect(SearchScreen.matchedBrand(apple, query: "山野", env: env) == "品牌: 山野农场")
    #expect(SearchScreen.matchedBrand(apple, query: "苹果", env: env) == nil)
    #expect(SearchScreen.matchedBrand(apple, query: "1kg 山野", env: env) == "品牌: 山野农场")
    var state = SearchScreen.State(placeholder: "")
    _ = SearchScreen.reduce(into: &state, .searched("山野"), env: env)
    #expect(state.results == ["apple"])
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    SearchScreen.draw(state, env: env, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), in: buffer.bounds, into: &buffer)
    #expect(buffer.lines.contains { $0.contains("红富士苹果 1kg [品牌: 山野农场]") })
  }
}
