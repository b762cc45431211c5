#!/usr/bin/env python3
"""Writes the built-in lunch-menu pack plist-data/shop-en: an English lunch menu in the shape of
the lunch-ordering app (sections in one list, a price and a VIP price per dish, a guide shown
again when the version changes). Names, prices and pictures are all made up here. Run from the
repository root: python3 scripts/make-lunch-pack.py. The output is committed."""
import hashlib
import os
import plistlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from pixelart import Canvas  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..", "plist-data", "shop-en")
S = 40
WHITE = (250, 250, 250)


def shade(color, k):
    return tuple(max(0, min(255, int(v * k))) for v in color)


# Each dish is drawn from its kind, its colours and a number, so that no two pictures are alike.
def bowl(c, food, topping, n):
    c.ellipse(20, 20, 16, 6, shade(food, 0.8))
    for i in range(3 + n % 4):
        c.circle(9 + i * 6, 17 - (i % 2) * 2, 3, topping)
    c.polygon([(4, 21), (36, 21), (30, 34), (10, 34)], (235, 235, 240))
    c.rect(12, 33, 28, 35, (200, 200, 210))


def noodles(c, food, topping, n):
    c.polygon([(4, 19), (36, 19), (30, 34), (10, 34)], shade(topping, 0.9))
    for i in range(4 + n % 3):
        c.line(7 + i * 5, 19, 12 + i * 4, 8 - (i % 2) * 2, 2, food)
    c.line(26, 4, 34, 17, 1, (120, 80, 40))


def plate(c, food, topping, n):
    c.circle(20, 21, 17, (240, 240, 240))
    c.circle(20, 21, 12, shade(food, 0.9))
    for i in range(2 + n % 4):
        c.circle(13 + i * 5, 18 + (i % 2) * 5, 3, topping)


def sandwich(c, food, topping, n):
    c.polygon([(6, 30), (34, 30), (20, 8 + n % 4)], (225, 180, 110))
    c.rect(7, 24, 33, 26, food)
    c.rect(9, 21, 31, 22, topping)


def cup(c, food, topping, n):
    c.polygon([(10, 10), (30, 10), (27, 36), (13, 36)], shade(food, 1.0))
    c.rect(9, 8, 31, 11, topping)
    c.line(22 + n % 4, 2, 24, 10, 2, (230, 60, 60))


SECTIONS = [
    ("bowls", "Rice Bowls", bowl, [
        ("d101", "Teriyaki Chicken Bowl", "8.50", "7.50", 30, (250, 240, 220), (170, 90, 40), "Grilled chicken, teriyaki glaze, rice, greens"),
        ("d102", "Salmon Poke Bowl", "11.90", "10.50", 12, (250, 240, 220), (240, 120, 90), "Raw salmon, avocado, edamame, sesame"),
        ("d103", "Tofu Veggie Bowl", "7.90", "6.90", 20, (250, 240, 220), (220, 200, 120), "Crispy tofu, broccoli, carrot, brown rice"),
        ("d104", "Beef Bulgogi Bowl", "9.80", "8.80", 0, (250, 240, 220), (120, 50, 40), "Sold out today: back tomorrow"),
    ]),
    ("noodles", "Noodles", noodles, [
        ("d201", "Tonkotsu Ramen", "10.50", "9.50", 25, (245, 220, 150), (230, 210, 180), "Pork broth, egg, scallion, nori"),
        ("d202", "Pad Thai", "9.20", "8.20", 18, (230, 170, 90), (200, 120, 60), "Rice noodles, shrimp, peanuts, lime"),
        ("d203", "Dan Dan Noodles", "8.80", "7.90", 15, (240, 200, 120), (200, 60, 40), "Chili oil, minced pork, peanuts"),
    ]),
    ("salads", "Salads", plate, [
        ("d301", "Caesar Salad", "7.50", "6.50", 22, (120, 180, 80), (240, 230, 200), "Romaine, parmesan, croutons"),
        ("d302", "Greek Salad", "7.90", "6.90", 16, (110, 170, 70), (250, 250, 250), "Feta, olives, cucumber, tomato"),
        ("d303", "Quinoa Power Salad", "8.90", "7.90", 10, (190, 160, 110), (90, 160, 70), "Quinoa, kale, chickpeas, lemon"),
    ]),
    ("sandwiches", "Sandwiches", sandwich, [
        ("d401", "Turkey Club", "8.20", "7.20", 20, (200, 90, 80), (110, 180, 80), "Turkey, bacon, lettuce, tomato"),
        ("d402", "Caprese Panini", "7.60", "6.60", 14, (220, 60, 50), (250, 250, 240), "Mozzarella, tomato, basil, pesto"),
        ("d403", "Banh Mi", "7.90", "6.90", 18, (230, 140, 70), (120, 190, 90), "Pickled carrot, cilantro, pork, chili"),
    ]),
    ("soups", "Soups", bowl, [
        ("d501", "Tomato Basil Soup", "4.90", "4.30", 30, (220, 70, 50), (90, 160, 70), "Slow-roasted tomatoes, basil"),
        ("d502", "Miso Soup", "2.90", "2.50", 40, (200, 160, 100), (110, 170, 90), "Tofu, wakame, scallion"),
    ]),
    ("drinks", "Drinks", cup, [
        ("d601", "Iced Lemon Tea", "2.80", "2.40", 50, (230, 170, 60), (250, 250, 250), "Black tea, fresh lemon"),
        ("d602", "Mango Smoothie", "4.50", "3.90", 24, (250, 180, 40), (250, 220, 150), "Mango, yogurt, honey"),
        ("d603", "Sparkling Water", "1.90", "1.60", 60, (170, 210, 240), (120, 170, 220), "Still or sparkling, 500 ml"),
    ]),
]

ACCOUNT = {
    "coupons": [
        {"id": "lunch2", "name": "Welcome $2 off", "value": "2.00", "threshold": "10.00", "starts": "2026-01-01", "ends": "2027-06-30",
         "description": "Your first lunch: $2 off from $10"},
        {"id": "friday5", "name": "Friday $5 off", "value": "5.00", "threshold": "25.00", "starts": "2026-01-01", "ends": "2027-06-30",
         "description": "Team lunch: $5 off from $25"},
        {"id": "summer3", "name": "Summer $3 off", "value": "3.00", "threshold": "15.00", "starts": "2026-06-01", "ends": "2026-08-31",
         "description": "Summer special"},
    ],
    "addresses": [
        {"name": "Alex Chen", "title": "Mr", "phone": "1 415 555 0134", "city": "San Francisco", "area": "SoMa, 2nd Street",
         "detail": "Suite 400, 88 2nd St", "default": True},
        {"name": "Maya Ortiz", "title": "Ms", "phone": "1 510 555 0178", "city": "Oakland", "area": "Lake Merritt",
         "detail": "Apt 12, 300 Grand Ave"},
    ],
    "cities": ["San Francisco", "Oakland", "Berkeley"],
    "slots": [
        {"day": "Today", "offset": 0, "times": ["As soon as possible", "11:00-12:00", "12:00-13:00", "13:00-14:00"]},
        {"day": "Tomorrow", "offset": 1, "times": ["11:00-12:00", "12:00-13:00", "13:00-14:00"]},
    ],
    "help": [
        {"title": "When do you deliver?", "texts": ["Lunch is delivered from 11:00 to 14:00, Monday to Friday.",
                                                    "Order by 10:30 for the first slot."]},
        {"title": "What is the VIP price?", "texts": ["Members see the VIP price beside each dish. This showcase charges the regular price."]},
        {"title": "Is anything charged?", "texts": ["No. This is a showcase: orders are kept on this machine and nothing is paid."]},
    ],
    "menu": ["My addresses", "Help", "Feedback"],
    "systemMessages": [
        {"title": "New on the menu", "content": "Try the Salmon Poke Bowl and the Mango Smoothie, new this week. VIP members save $1.40 on the pair.",
         "time": "2026-11-28 09:00"},
    ],
    "userMessages": [
        {"title": "Your order is on its way", "content": "Alex, your Teriyaki Chicken Bowl left the kitchen at 12:05.", "time": "2026-11-27 12:05"},
    ],
}

GUIDE = [
    {"title": "Lunch, sorted", "text": "The whole menu in one list: rice bowls, noodles, salads, sandwiches, soups and drinks."},
    {"title": "Pick your dishes", "text": "+ adds a dish, - takes one away. Each dish shows its price and its VIP price."},
    {"title": "Your cart", "text": "Select the lines to order: the subtotal follows. Then check out: address, time, payment."},
    {"title": "Fresh every day", "text": "Press r on the menu to refresh it. Nothing is charged: this is a showcase."},
]


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    pictures = os.path.join(ROOT, "pictures")
    os.makedirs(pictures)
    seen = {}
    categories = []
    number = 0
    for sid, sname, kind, dishes in SECTIONS:
        products = []
        for did, name, price, vip, stock, food, topping, notes in dishes:
            number += 1
            canvas = Canvas(S, S, (255, 255, 255, 255))
            kind(canvas, food, topping, number)
            canvas.save_png(os.path.join(pictures, did + ".png"))
            digest = hashlib.sha1(str(canvas.pixels).encode()).hexdigest()
            assert digest not in seen, f"{did} looks the same as {seen.get(digest)}"
            seen[digest] = did
            products.append({"id": did, "name": name, "price": price, "vipPrice": vip, "stock": stock, "picture": did, "notes": notes})
        categories.append({"id": sid, "name": sname, "products": products})
    catalog = {
        "settings": {"layout": "menu", "language": "en", "version": "2", "currency": "$"},
        "guide": GUIDE,
        "categories": categories,
        "hotWords": ["ramen", "salad", "bowl", "tea"],
        "account": ACCOUNT,
        "rules": {"freeDeliveryFrom": "15.00", "deliveryFee": "2.99", "stockMessage": "That is all we have left today"},
    }
    manifest = {"name": "Lunch Box · Weekday Menu", "mode": "shop", "version": "2.0", "author": "PlistArcade", "language": "en",
                "summary": "An English lunch menu: sections in one list, VIP prices, a cart with per-line selection",
                "data": "catalog.plist", "pictures": "pictures"}
    with open(os.path.join(ROOT, "pack.plist"), "wb") as f:
        plistlib.dump(manifest, f, sort_keys=False)
    with open(os.path.join(ROOT, "catalog.plist"), "wb") as f:
        plistlib.dump(catalog, f, sort_keys=False)
    print("wrote", ROOT, number, "dishes")


if __name__ == "__main__":
    main()
