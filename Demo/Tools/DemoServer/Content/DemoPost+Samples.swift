extension DemoPost {
  /// The thirty posts the backend serves, always the same and in the same order, so that screens snapshot alike.
  public static let samples: [DemoPost] = [
    DemoPost(
      id: 1, title: "Welcome to the neighbourhood board",
      body:
        "This board is for sharing news, lost-and-found notices and recommendations. Be kind, stay on topic, and add a date to anything that expires."
    ),
    DemoPost(
      id: 2, title: "Farmers' market moves to Saturdays",
      body:
        "From next month the market runs on Saturdays from 8 to 13 on the school playground. The bakery stall will take card payments."
    ),
    DemoPost(
      id: 3, title: "Found: a blue bicycle helmet",
      body:
        "Picked up near the bus stop on Elm Street on Tuesday evening. It has a small sticker of a fox on the back. Message me to collect it."
    ),
    DemoPost(
      id: 4, title: "Recommendations for a plumber?",
      body:
        "Our kitchen tap has been dripping for a week and the washer swap did not help. Has anyone had good experiences with a local plumber?"
    ),
    DemoPost(
      id: 5, title: "Library extends its opening hours",
      body:
        "The public library now stays open until 20:00 on weekdays. The reading room upstairs is quiet-only after 18:00."
    ),
    DemoPost(
      id: 6, title: "Street cleaning on Thursday",
      body:
        "Please move cars from the east side of Oak Avenue before 7:00 on Thursday. Vehicles left behind may be towed."),
    DemoPost(
      id: 7, title: "Book swap at the community centre",
      body:
        "Bring up to five books and take home as many. Children's books are especially welcome. Leftovers go to the school library."
    ),
    DemoPost(
      id: 8, title: "Power cut planned for Sunday morning",
      body:
        "The grid operator will replace a transformer between 9:00 and 11:00. Fridge contents should be fine if the doors stay closed."
    ),
    DemoPost(
      id: 9, title: "Lost cat: Pepper",
      body:
        "Pepper is a grey tabby with a white chest and a green collar. She is shy but answers to her name. Last seen near the allotments."
    ),
    DemoPost(
      id: 10, title: "New crossing at the primary school",
      body:
        "The council approved a zebra crossing outside the school gates. Work starts in the autumn holidays so lessons are not disrupted."
    ),
    DemoPost(
      id: 11, title: "Choir looking for tenors",
      body:
        "The community choir rehearses on Wednesdays at 19:30. No audition needed, just enthusiasm. We are short of tenors this season."
    ),
    DemoPost(
      id: 12, title: "Free firewood",
      body:
        "We had an old cherry tree taken down. The logs are stacked by the garage at number 14 and need a few months to season. Help yourself."
    ),
    DemoPost(
      id: 13, title: "Tips for a first vegetable patch",
      body:
        "Start small, choose a sunny spot and grow what you like to eat. Courgettes and runner beans forgive most beginner mistakes."
    ),
    DemoPost(
      id: 14, title: "Bus 42 diverted for three weeks",
      body:
        "Because of road works on the bridge, route 42 goes via Mill Lane until the end of the month. The Station Road stop is closed."
    ),
    DemoPost(
      id: 15, title: "Repair café this weekend",
      body:
        "Volunteers will look at small appliances, bikes, clothes and laptops. Bring the broken item and any parts you already bought."
    ),
    DemoPost(
      id: 16, title: "Thank you to whoever shovelled our path",
      body:
        "After the snow on Monday someone cleared the path to our door before we were up. It made our morning. Thank you, kind stranger."
    ),
    DemoPost(
      id: 17, title: "Swimming pool reopens after refurbishment",
      body:
        "The pool has new changing rooms, a ramp for wheelchair users and a warmer learner pool. Opening week sessions are free."
    ),
    DemoPost(
      id: 18, title: "Window cleaner recommendations",
      body: "Our regular window cleaner has retired after twenty years. Who do you use, and do they also clean gutters?"
    ),
    DemoPost(
      id: 19, title: "Summer reading challenge",
      body:
        "Children who read six books over the holidays get a certificate and a medal. Sign-up is at the library desk from June."
    ),
    DemoPost(
      id: 20, title: "Recycling collection day changes",
      body:
        "Glass and paper are now collected every other Monday instead of Friday. The new calendar is on the council website."
    ),
    DemoPost(
      id: 21, title: "Babysitting circle forming",
      body:
        "A few families want to swap babysitting evenings using tokens instead of money. First meeting on Friday at the café."
    ),
    DemoPost(
      id: 22, title: "Found keys on the green",
      body:
        "A bunch of three keys with a red bottle-opener key ring. Handed in at the corner shop, which keeps them behind the counter."
    ),
    DemoPost(
      id: 23, title: "Advice on noisy radiators",
      body:
        "Bleed them from the top floor down with the heating off, then check the pressure on the boiler. It fixed our banging pipes."
    ),
    DemoPost(
      id: 24, title: "Open studios weekend",
      body:
        "Twelve local artists open their workshops to visitors. Maps are available at the library and the train station."
    ),
    DemoPost(
      id: 25, title: "Speed bumps consultation",
      body:
        "The council asks residents whether Birch Road should get speed bumps. The survey closes at the end of next week."
    ),
    DemoPost(
      id: 26, title: "Wanted: spare seedlings",
      body:
        "The school garden club would love any spare tomato, pepper or sunflower seedlings. Drop them at the office before Wednesday."
    ),
    DemoPost(
      id: 27, title: "Fireworks on Saturday night",
      body:
        "The sports club celebrates its centenary with fireworks at 21:30. Pet owners may want to keep animals indoors."
    ),
    DemoPost(
      id: 28, title: "Running group for beginners",
      body: "We meet at the park gates on Tuesdays at 18:00 and run-walk for thirty minutes. Nobody gets left behind."),
    DemoPost(
      id: 29, title: "Pharmacy holiday hours",
      body:
        "The pharmacy on the high street closes at noon on public holidays. The hospital pharmacy stays open around the clock."
    ),
    DemoPost(
      id: 30, title: "Welcome, new neighbours at number 7",
      body:
        "A family moved into number 7 last week. If you see them, say hello. They are looking for a football team for their son."
    ),
  ]
}
