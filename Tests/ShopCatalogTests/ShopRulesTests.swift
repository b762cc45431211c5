import Testing
@testable import ShopCatalog

/// The market's two panes, the carousel on a stepped clock, search and its history: reducer
/// tests on values.
struct MarketLinkTests {
  let shop = testShop()

  @Test func theRowsAreSectionsHeadedByTheirCategory() {
    let layout = MarketLayout(shop: shop)
    #expect(layout.rows == [.header(category: 0), .product(id: "apple", category: 0), .product(id: "pear", category: 0),
                            .product(id: "kiwi", category: 0), .header(category: 1), .header(category: 2),
                            .product(id: "milk", category: 2), .product(id: "yogurt", category: 2)])
    #expect(layout.sectionStarts == [0, 4, 5])
  }

  @Test("choosing a category scrolls its section to the top", arguments: [(0, 0), (1, 4), (2, 5)])
  func choosingScrolls(category: Int, top: Int) {
    var state = ShopState(shop: shop)
    state.run(.tabChosen(.market), .categoryChosen(category))
    #expect(state.category == category)
    #expect(state.marketTop == top)
  }

  @Test("scrolling marks the category at the top, never one that does not exist", arguments: [
    (0, 0), (1, 0), (3, 0), (4, 1), (5, 2), (7, 2), (8, 2), (1_000, 2), (-5, 0), (Int.min + 1, 0), (Int.max, 2),
  ])
  func scrollingMarks(row: Int, category: Int) {
    var state = ShopState(shop: shop)
    state.run(.tabChosen(.market), .marketScrolled(toRow: row))
    #expect(state.category == category)
    #expect(state.market.rows.indices.contains(state.marketTop))
  }

  @Test func aCategoryThatIsNotThereIsRefused() {
    var state = ShopState(shop: shop)
    state.run(.categoryChosen(2), .categoryChosen(3))
    #expect(state.category == 2)
    #expect(state.message == "There is no category 4")
  }

  @Test func aShopWithNoCategoriesHasNoneToMark() {
    var empty = Shop()
    empty.add(Product(id: "x", name: "x", price: Money(fen: 1), stock: 1))
    empty.fresh = ["x"]
    var state = ShopState(shop: empty)
    state.run(.marketScrolled(toRow: 3))
    #expect(state.category == 0)
    #expect(state.marketTop == 0)
    #expect(state.shop.categories.isEmpty)
  }
}

struct CarouselTests {
  @Test func itTurnsEveryThreeSecondsAndWraps() {
    var carousel = Carousel(count: 3)
    carousel.advance(to: 100)
    #expect(carousel.index == 0)
    #expect(carousel.deadline == 103)
    let seen = [101.0, 102.9, 103, 104, 106, 109, 112].map { time -> Int in
      carousel.advance(to: time)
      return carousel.index
    }
    #expect(seen == [0, 0, 1, 1, 2, 0, 1])
  }

  @Test func aLateTickTurnsOnceNotOnceForEveryMissedInterval() {
    var carousel = Carousel(count: 5, at: 0)
    carousel.advance(to: 60)
    #expect(carousel.index == 1)
    #expect(carousel.deadline == 63)
  }

  @Test func holdingPausesAndTheWaitStartsAgainOnRelease() {
    var carousel = Carousel(count: 3, at: 0)
    carousel.held = true
    #expect(carousel.deadline == nil)
    carousel.advance(to: 10)
    #expect(carousel.index == 0)
    carousel.held = false
    carousel.advance(to: 12)
    #expect(carousel.index == 0)
    carousel.advance(to: 13)
    #expect(carousel.index == 1)
  }

  @Test("a turn by hand wraps at both ends", arguments: [(-1, 2), (1, 1), (3, 0), (-4, 2)])
  func turnsByHand(step: Int, index: Int) {
    var carousel = Carousel(count: 3, at: 0)
    carousel.turn(by: step, at: 1)
    #expect(carousel.index == index)
    #expect(carousel.deadline == 4)
  }

  @Test("one banner or none never turns", arguments: [0, 1])
  func fewBanners(count: Int) {
    var carousel = Carousel(count: count, at: 0)
    carousel.advance(to: 100)
    #expect(carousel.index == 0)
    #expect(carousel.deadline == nil)
  }

  @Test func theStateTurnsItOnTheClock() {
    var state = ShopState(shop: testShop(banners: 3))
    state.run(.timePassed(0), .timePassed(3), .timePassed(6))
    #expect(state.carousel.index == 2)
    state.run(.carouselHeld(true), .timePassed(30))
    #expect(state.carousel.index == 2)
  }
}

struct SearchTests {
  let shop = testShop()

  @Test("results match every word, ranked", arguments: [
    ("苹果", ["apple", "yogurt"]),
    ("晨光", ["milk", "yogurt"]),
    ("milk", ["milk"]),
    ("MILK 鲜", ["milk"]),
    ("fresh", ["milk"]),
    ("1kg", ["apple"]),
    ("牛奶 晨光", ["milk"]),
    ("苹果 香蕉", []),
    ("", []),
    ("   ", []),
    ("猕猴", ["kiwi"]),
  ])
  func ranking(query: String, ids: [String]) {
    #expect(SearchRules.results(for: query, in: shop) == ids)
  }

  @Test func theHistoryIsNewestFirstWithoutDuplicatesCappedAtTwenty() {
    var history: [String] = []
    for word in ["a", "b", "a", " c ", ""] { history = SearchRules.remember(word, in: history) }
    #expect(history == ["c", "a", "b"])
    for n in 0..<30 { history = SearchRules.remember("w\(n)", in: history) }
    #expect(history.count == 20)
    #expect(history.first == "w29")
    #expect(history.last == "w10")
  }

  @Test func searchingOpensTheSearchScreenAndSavesTheHistory() {
    var state = ShopState(shop: shop)
    #expect(state.run(.searched("苹果")) == [.saveHistory])
    #expect(state.screen == .search)
    #expect(state.results == ["apple", "yogurt"])
    #expect(state.run(.searched("苹果")) == [])
    #expect(state.history == ["苹果"])
  }

  @Test func clearingTheHistoryAsksFirst() {
    var state = ShopState(shop: shop, history: ["苹果"])
    state.run(.searchOpened, .historyClearAsked)
    #expect(state.host.overlay == .confirmClearHistory)
    state.run(.overlayDismissed)
    #expect(state.history == ["苹果"])
    state.run(.historyClearAsked)
    #expect(state.run(.historyCleared) == [.saveHistory])
    #expect(state.history.isEmpty)
    #expect(state.host.overlay == nil)
    state.run(.historyClearAsked)
    #expect(state.message == "The search history is empty")
    #expect(state.host.overlay == nil)
  }

  @Test func nothingFoundSuggestsTheHotWords() {
    var state = ShopState(shop: shop)
    state.run(.searched("xyz"))
    #expect(state.results.isEmpty)
    #expect(state.suggestions == ["苹果", "牛奶"])
  }
}
