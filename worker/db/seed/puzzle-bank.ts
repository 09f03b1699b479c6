import type { PuzzleContent } from '../../domain/puzzle';

/** Original, fact-checked puzzles. Index i is scheduled i days after the first seed date; puzzle number = i + 1. */
export const PUZZLE_BANK: readonly PuzzleContent[] = [
  {
    groups: [
      {
        category: 'Wu-Tang Clan members',
        members: ['RZA', 'GZA', 'Raekwon', 'Inspectah Deck'],
        difficulty: 'easy',
      },
      {
        category: 'N.W.A members',
        members: ['Eazy-E', 'Dr. Dre', 'MC Ren', 'DJ Yella'],
        difficulty: 'normal',
      },
      {
        category: 'Signed to Aftermath',
        members: ['Eminem', 'Kendrick Lamar', 'The Game', 'Anderson .Paak'],
        difficulty: 'hard',
      },
      {
        category: 'Names on ice',
        members: ['Ice Cube', 'Ice-T', 'Vanilla Ice', 'Ice Spice'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Clean sweep. The whole Clan would approve.',
    lossQuote: 'Even the GOATs miss a cue. Run it back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Jay-Z albums',
        members: ['Reasonable Doubt', 'The Blueprint', 'The Black Album', 'Kingdom Come'],
        difficulty: 'easy',
      },
      {
        category: 'Slang for money',
        members: ['Guap', 'Racks', 'Bands', 'Paper'],
        difficulty: 'normal',
      },
      {
        category: 'Roc-A-Fella Records artists',
        members: ['Beanie Sigel', 'Memphis Bleek', 'Freeway', "Cam'ron"],
        difficulty: 'hard',
      },
      {
        category: 'Money slang you could also eat',
        members: ['Cheddar', 'Bread', 'Cheese', 'Dough'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Stacked it up clean. That is paper well earned.',
    lossQuote: 'Came up short this time. Count it again tomorrow.',
  },
  {
    groups: [
      {
        category: 'OutKast albums',
        members: ['ATLiens', 'Aquemini', 'Stankonia', 'Idlewild'],
        difficulty: 'easy',
      },
      {
        category: 'Atlanta rappers',
        members: ['Ludacris', 'T.I.', 'Gucci Mane', 'Jeezy'],
        difficulty: 'normal',
      },
      {
        category: 'Dungeon Family members',
        members: ['Big Gipp', 'Khujo', 'T-Mo', 'Killer Mike'],
        difficulty: 'hard',
      },
      {
        category: 'Colors in the name',
        members: ['Redman', 'Blueface', 'Kodak Black', 'CeeLo Green'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Southern hospitality, northern precision. Solved.',
    lossQuote: 'The Dungeon was deep today. Climb back out tomorrow.',
  },
  {
    groups: [
      {
        category: 'Biggie songs',
        members: ['Juicy', 'Hypnotize', "Sky's the Limit", 'Mo Money Mo Problems'],
        difficulty: 'easy',
      },
      {
        category: 'Bad Boy Records artists',
        members: ['Mase', 'Faith Evans', 'Craig Mack', 'Black Rob'],
        difficulty: 'normal',
      },
      {
        category: 'Brooklyn rappers',
        members: ['Big Daddy Kane', 'Fabolous', 'Talib Kweli', 'Pop Smoke'],
        difficulty: 'hard',
      },
      {
        category: "Biggie's names and aliases",
        members: ['Big Poppa', 'Frank White', 'Biggie Smalls', 'Notorious B.I.G.'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Big moves, zero misses. Brooklyn salutes you.',
    lossQuote: 'Notorious puzzle. Shake it off and come back harder.',
  },
  {
    groups: [
      {
        category: 'Kendrick Lamar albums',
        members: ['Section.80', 'To Pimp a Butterfly', 'DAMN.', 'GNX'],
        difficulty: 'easy',
      },
      {
        category: 'Top Dawg Entertainment',
        members: ['ScHoolboy Q', 'Ab-Soul', 'Jay Rock', 'SZA'],
        difficulty: 'normal',
      },
      {
        category: 'From Compton',
        members: ['DJ Quik', 'YG', 'Roddy Ricch', 'MC Eiht'],
        difficulty: 'hard',
      },
      {
        category: 'Tracks on DAMN.',
        members: ['HUMBLE.', 'DNA.', 'LOYALTY.', 'PRIDE.'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Pulitzer-level work. Compton salutes you.',
    lossQuote: 'Not every verse lands. Tomorrow is a new album.',
  },
  {
    groups: [
      {
        category: 'Eminem albums',
        members: ['The Slim Shady LP', 'The Eminem Show', 'Recovery', 'Kamikaze'],
        difficulty: 'easy',
      },
      {
        category: 'D12 members',
        members: ['Proof', 'Bizarre', 'Kuniva', 'Swifty McVay'],
        difficulty: 'normal',
      },
      {
        category: 'Detroit rappers',
        members: ['Big Sean', 'Danny Brown', 'Tee Grizzley', 'Boldy James'],
        difficulty: 'hard',
      },
      {
        category: '8 Mile characters',
        members: ['B-Rabbit', 'Future', 'Papa Doc', 'Cheddar Bob'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You won the battle without dropping a bar.',
    lossQuote: 'Choked on stage this time. The rematch is tomorrow.',
  },
  {
    groups: [
      {
        category: 'Tupac albums',
        members: ['2Pacalypse Now', 'Me Against the World', 'All Eyez on Me', 'Until the End of Time'],
        difficulty: 'easy',
      },
      {
        category: 'Death Row Records',
        members: ['Kurupt', 'Daz Dillinger', 'The Lady of Rage', 'Suge Knight'],
        difficulty: 'normal',
      },
      {
        category: 'Tupac movies',
        members: ['Juice', 'Poetic Justice', 'Above the Rim', "Gridlock'd"],
        difficulty: 'hard',
      },
      {
        category: 'Drinks in the song title',
        members: ['Gin and Juice', 'Brass Monkey', "Sippin' on Some Syrup", 'Pass the Courvoisier'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'West Coast smooth. Not one wasted move.',
    lossQuote: 'The West was wild today. Ride again tomorrow.',
  },
  {
    groups: [
      {
        category: 'Nas albums',
        members: ['Illmatic', 'It Was Written', 'Stillmatic', "King's Disease"],
        difficulty: 'easy',
      },
      {
        category: 'From Queens',
        members: ['LL Cool J', '50 Cent', 'Kool G Rap', 'Action Bronson'],
        difficulty: 'normal',
      },
      {
        category: 'Famous diss tracks',
        members: ['Ether', 'Takeover', 'No Vaseline', "Hit 'Em Up"],
        difficulty: 'hard',
      },
      {
        category: 'Tracks on Illmatic',
        members: ['Halftime', 'One Love', 'Represent', 'Memory Lane'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Queensbridge precision. Every line in place.',
    lossQuote: 'One mic, one miss too many. Back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Kanye West albums',
        members: ['The College Dropout', 'Late Registration', 'Graduation', 'Yeezus'],
        difficulty: 'easy',
      },
      {
        category: 'Chicago rappers',
        members: ['Lupe Fiasco', 'Chance the Rapper', 'Chief Keef', 'Twista'],
        difficulty: 'normal',
      },
      {
        category: 'Signed to G.O.O.D. Music',
        members: ['Kid Cudi', 'John Legend', 'Teyana Taylor', 'CyHi the Prynce'],
        difficulty: 'hard',
      },
      {
        category: 'Rappers named with everyday words',
        members: ['Common', 'Future', 'Logic', 'Eve'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Straight As. Graduation day is today.',
    lossQuote: 'Dropped out of this one. Re-enroll tomorrow.',
  },
  {
    groups: [
      {
        category: 'Houston rappers',
        members: ['Travis Scott', 'Megan Thee Stallion', 'Paul Wall', 'Slim Thug'],
        difficulty: 'easy',
      },
      {
        category: 'Houston slab culture',
        members: ['Slab', 'Swangas', 'Candy Paint', 'Fifth Wheel'],
        difficulty: 'normal',
      },
      {
        category: 'Screwed Up Click',
        members: ['Fat Pat', 'Big Hawk', 'Big Moe', 'Lil Keke'],
        difficulty: 'hard',
      },
      {
        category: 'Named after crime figures',
        members: ['Scarface', 'Rick Ross', 'Capone', 'Noreaga'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Slow, loud and flawless. H-Town approves.',
    lossQuote: 'Got chopped and screwed today. Roll back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Hot Boys',
        members: ['Lil Wayne', 'Juvenile', 'B.G.', 'Turk'],
        difficulty: 'easy',
      },
      {
        category: 'Young Money roster',
        members: ['Drake', 'Nicki Minaj', 'Tyga', 'Mack Maine'],
        difficulty: 'normal',
      },
      {
        category: 'No Limit soldiers',
        members: ['Master P', 'Silkk the Shocker', 'C-Murder', 'Mia X'],
        difficulty: 'hard',
      },
      {
        category: 'What they call Lil Wayne',
        members: ['Weezy', 'Tunechi', 'Birdman Jr.', 'Young Mula'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Cash Money-level payout. You ran the table.',
    lossQuote: 'The bayou got you this time. Come back with heat.',
  },
  {
    groups: [
      {
        category: 'The elements of hip-hop',
        members: ['DJing', 'MCing', 'Breaking', 'Graffiti'],
        difficulty: 'easy',
      },
      {
        category: 'Breaking moves',
        members: ['Windmill', 'Headspin', 'Toprock', 'Six-Step'],
        difficulty: 'normal',
      },
      {
        category: 'Founding pioneers',
        members: ['Kool Herc', 'Grandmaster Flash', 'Afrika Bambaataa', 'Grandmaster Caz'],
        difficulty: 'hard',
      },
      {
        category: 'Turntable scratches',
        members: ['Baby', 'Chirp', 'Flare', 'Transformer'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'All elements in harmony. Peace, love and points.',
    lossQuote: 'The cipher closed early. Step back in tomorrow.',
  },
  {
    groups: [
      {
        category: 'Run-DMC songs',
        members: ['Walk This Way', "It's Tricky", 'My Adidas', 'Peter Piper'],
        difficulty: 'easy',
      },
      {
        category: 'Def Jam artists',
        members: ['LL Cool J', 'Beastie Boys', 'DMX', 'Method Man'],
        difficulty: 'normal',
      },
      {
        category: 'Public Enemy members',
        members: ['Chuck D', 'Flavor Flav', 'Terminator X', 'Professor Griff'],
        difficulty: 'hard',
      },
      {
        category: 'The Rick roll',
        members: ['Rick Rubin', 'Slick Rick', 'Rick Ross', 'Rick James'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Def, dope and done. Hollis would be proud.',
    lossQuote: 'It was tricky. Kick it again tomorrow.',
  },
  {
    groups: [
      {
        category: 'A Tribe Called Quest',
        members: ['Q-Tip', 'Phife Dawg', 'Ali Shaheed Muhammad', 'Jarobi White'],
        difficulty: 'easy',
      },
      {
        category: 'Native Tongues collective',
        members: ['De La Soul', 'Jungle Brothers', 'Queen Latifah', 'Black Sheep'],
        difficulty: 'normal',
      },
      {
        category: 'De La Soul albums',
        members: ['3 Feet High and Rising', 'De La Soul Is Dead', 'Buhloone Mindstate', 'Stakes Is High'],
        difficulty: 'hard',
      },
      {
        category: 'Brands in their names',
        members: ['Kodak Black', 'Gucci Mane', 'Polo G', 'Chevy Woods'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Low end, high score. The tribe has spoken.',
    lossQuote: 'Lost on this quest. Pick the trail up tomorrow.',
  },
  {
    groups: [
      {
        category: 'Atlanta trap stars',
        members: ['Future', 'Young Thug', '21 Savage', 'Playboi Carti'],
        difficulty: 'easy',
      },
      {
        category: 'Trap beatmakers',
        members: ['Metro Boomin', 'Zaytoven', 'Mike Will Made-It', 'Southside'],
        difficulty: 'normal',
      },
      {
        category: 'Quality Control roster',
        members: ['Migos', 'Lil Baby', 'City Girls', 'Lil Yachty'],
        difficulty: 'hard',
      },
      {
        category: 'Numbers in the name',
        members: ['50 Cent', 'E-40', '6ix9ine', '42 Dugg'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Trap full, board empty. That is a wrap.',
    lossQuote: 'The trap caught you this time. Escape tomorrow.',
  },
  {
    groups: [
      {
        category: 'Philadelphia rappers',
        members: ['Meek Mill', 'Lil Uzi Vert', 'Eve', 'Cassidy'],
        difficulty: 'easy',
      },
      {
        category: 'The Roots',
        members: ['Black Thought', 'Questlove', 'Malik B.', 'Captain Kirk'],
        difficulty: 'normal',
      },
      {
        category: 'Fresh Prince songs',
        members: ['Summertime', 'Men in Black', 'Miami', 'Wild Wild West'],
        difficulty: 'hard',
      },
      {
        category: 'Human beatboxes',
        members: ['Rahzel', 'Doug E. Fresh', 'Biz Markie', 'Ready Rock C'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Philly fresh. You played that like a live band.',
    lossQuote: 'Dropped the beat this round. Box it out tomorrow.',
  },
  {
    groups: [
      {
        category: '50 Cent songs',
        members: ['In da Club', 'Candy Shop', 'P.I.M.P.', 'Many Men'],
        difficulty: 'easy',
      },
      {
        category: 'G-Unit',
        members: ['50 Cent', 'Lloyd Banks', 'Tony Yayo', 'Young Buck'],
        difficulty: 'normal',
      },
      {
        category: 'Mobb Deep albums',
        members: ['The Infamous', 'Hell on Earth', 'Murda Muzik', 'Juvenile Hell'],
        difficulty: 'hard',
      },
      {
        category: 'Songs that start with a number',
        members: ['99 Problems', '21 Questions', '6 Foot 7 Foot', "22 Two's"],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Get rich or solve trying. You did both.',
    lossQuote: 'Many misses today. Tomorrow you reload.',
  },
  {
    groups: [
      {
        category: 'Wu-Tang Clan members',
        members: ['Method Man', 'Ghostface Killah', 'U-God', 'Masta Killa'],
        difficulty: 'easy',
      },
      {
        category: 'Wu-Tang solo albums',
        members: ['Tical', 'Liquid Swords', 'Supreme Clientele', 'No Said Date'],
        difficulty: 'normal',
      },
      {
        category: 'Wu-Tang Clan songs',
        members: ['C.R.E.A.M.', 'Protect Ya Neck', 'Triumph', 'Bring da Ruckus'],
        difficulty: 'hard',
      },
      {
        category: 'Marvel nods',
        members: ['Tony Starks', 'Johnny Blaze', 'Ironman', 'MF DOOM'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Shaolin style. Thirty-six chambers, zero errors.',
    lossQuote: 'The Wu got you today. Sharpen the sword for tomorrow.',
  },
  {
    groups: [
      {
        category: 'UK rap stars',
        members: ['Central Cee', 'Aitch', 'J Hus', 'Headie One'],
        difficulty: 'easy',
      },
      {
        category: 'Boy Better Know',
        members: ['Skepta', 'JME', 'Frisco', 'Jammer'],
        difficulty: 'normal',
      },
      {
        category: 'Mercury Prize winners',
        members: ['Dizzee Rascal', 'Dave', 'Little Simz', 'Speech Debelle'],
        difficulty: 'hard',
      },
      {
        category: 'Weather in the name',
        members: ['Stormzy', 'Hurricane Chris', 'Kid Frost', 'Thundercat'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Proper sorted, that. Top of the charts.',
    lossQuote: 'Bit peak today, innit. Go again tomorrow.',
  },
  {
    groups: [
      {
        category: 'Words for a friend',
        members: ['Homie', 'Dawg', 'Fam', 'Bro'],
        difficulty: 'easy',
      },
      {
        category: 'Jewelry slang',
        members: ['Bling', 'Rocks', 'Grill', 'Chain'],
        difficulty: 'normal',
      },
      {
        category: 'Slang for the police',
        members: ['12', '5-0', 'One-Time', 'Jakes'],
        difficulty: 'hard',
      },
      {
        category: 'Numbers: murder, info, weed, drums',
        members: ['187', '411', '420', '808'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Fluent in the lingo. You talk it and walk it.',
    lossQuote: 'Lost in translation today. Study up, homie.',
  },
  {
    groups: [
      {
        category: "Virginia's own",
        members: ['Timbaland', 'Pharrell', 'Missy Elliott', 'Pusha T'],
        difficulty: 'easy',
      },
      {
        category: 'Boom-bap legends',
        members: ['Pete Rock', 'J Dilla', 'Large Professor', 'Marley Marl'],
        difficulty: 'normal',
      },
      {
        category: 'Producers on The Blueprint',
        members: ['Just Blaze', 'Kanye West', 'Bink!', 'Eminem'],
        difficulty: 'hard',
      },
      {
        category: 'Beatmakers with numbers',
        members: ['Boi-1da', '9th Wonder', '40', '808 Mafia'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Every beat in its place. Producer of the day.',
    lossQuote: 'Sample did not clear today. Dig the crates tomorrow.',
  },
  {
    groups: [
      {
        category: 'Drake albums',
        members: ['Take Care', 'Views', 'Scorpion', 'Thank Me Later'],
        difficulty: 'easy',
      },
      {
        category: 'Won the Best Rap Album Grammy',
        members: ['The Score', 'Stankonia', 'Igor', 'Coloring Book'],
        difficulty: 'normal',
      },
      {
        category: 'OVO Sound artists',
        members: ['PartyNextDoor', 'Majid Jordan', 'Roy Woods', 'dvsn'],
        difficulty: 'hard',
      },
      {
        category: 'Drake timestamp songs',
        members: ['9AM in Dallas', '5AM in Toronto', '6PM in New York', '4PM in Calabasas'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Started from the top today. Take care now.',
    lossQuote: 'Thank you, see you later. Tomorrow is another drop.',
  },
  {
    groups: [
      {
        category: 'Ice Cube movies',
        members: ['Friday', 'Boyz n the Hood', 'Barbershop', 'Ride Along'],
        difficulty: 'easy',
      },
      {
        category: 'Hip-hop documentaries',
        members: ['Style Wars', 'Scratch', 'Fade to Black', 'Time Is Illmatic'],
        difficulty: 'normal',
      },
      {
        category: '1980s hip-hop movies',
        members: ['Wild Style', 'Beat Street', 'Krush Groove', "Breakin'"],
        difficulty: 'hard',
      },
      {
        category: 'Films that share a title with a classic album',
        members: ['Paid in Full', 'Straight Outta Compton', "Get Rich or Die Tryin'", 'All Eyez on Me'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Two thumbs up. Roll the credits.',
    lossQuote: 'Cut! That take was rough. Back on set tomorrow.',
  },
  {
    groups: [
      {
        category: 'Female rap superstars',
        members: ['Nicki Minaj', 'Cardi B', "Lil' Kim", 'Doja Cat'],
        difficulty: 'easy',
      },
      {
        category: 'Golden-era women',
        members: ['MC Lyte', 'Roxanne Shante', 'Yo-Yo', 'Monie Love'],
        difficulty: 'normal',
      },
      {
        category: 'Debut albums by women',
        members: ['Pink Friday', 'Invasion of Privacy', 'Hardcore', 'Supa Dupa Fly'],
        difficulty: 'hard',
      },
      {
        category: 'Titles of nobility',
        members: ['Queen Latifah', 'King Von', 'Prince Paul', 'Lord Finesse'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Royalty recognises royalty. Take a bow.',
    lossQuote: 'The queen is not amused. Try again tomorrow.',
  },
  {
    groups: [
      {
        category: 'Rap duos',
        members: ['OutKast', 'Mobb Deep', 'Clipse', 'Run the Jewels'],
        difficulty: 'easy',
      },
      {
        category: 'The DJ half of the duo',
        members: ['DJ Jazzy Jeff', 'DJ Premier', 'Eric B.', 'DJ Polo'],
        difficulty: 'normal',
      },
      {
        category: 'Duos that go by initials',
        members: ['UGK', 'EPMD', 'CNN', 'M.O.P.'],
        difficulty: 'hard',
      },
      {
        category: 'They all rock',
        members: ['Pete Rock', 'A$AP Rocky', 'Jay Rock', 'Ad-Rock'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Two by two, four for four. Perfect chemistry.',
    lossQuote: 'Your partner in rhyme is out today. Regroup tomorrow.',
  },
  {
    groups: [
      {
        category: 'J. Cole albums',
        members: ['Born Sinner', 'KOD', 'The Off-Season', '4 Your Eyez Only'],
        difficulty: 'easy',
      },
      {
        category: 'Dreamville artists',
        members: ['JID', 'Bas', 'Ari Lennox', 'EarthGang'],
        difficulty: 'normal',
      },
      {
        category: 'North Carolina natives',
        members: ['DaBaby', 'Rapsody', 'Petey Pablo', 'Little Brother'],
        difficulty: 'hard',
      },
      {
        category: 'Albums with numbers',
        members: ['2001', '808s & Heartbreak', '400 Degreez', 'The Blueprint 3'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Went platinum with no features. Respect.',
    lossQuote: 'Not your off-season yet. Train up and come back.',
  },
  {
    groups: [
      {
        category: 'Bay Area artists',
        members: ['E-40', 'Mac Dre', 'G-Eazy', 'Saweetie'],
        difficulty: 'easy',
      },
      {
        category: 'Bay Area slang',
        members: ['Hella', 'Sideshow', 'Ghost Ride', 'Thizz'],
        difficulty: 'normal',
      },
      {
        category: 'Hieroglyphics crew',
        members: ['Del', 'Casual', 'Pep Love', 'Domino'],
        difficulty: 'hard',
      },
      {
        category: 'Dollar signs in the name',
        members: ['Too $hort', 'A$AP Rocky', 'Joey Bada$$', 'Ty Dolla $ign'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Hella good. You went dumb in the best way.',
    lossQuote: 'The sideshow got away from you. Tomorrow, yadadamean?',
  },
  {
    groups: [
      {
        category: 'Three 6 Mafia',
        members: ['DJ Paul', 'Juicy J', 'Lord Infamous', 'Gangsta Boo'],
        difficulty: 'easy',
      },
      {
        category: 'Memphis rappers',
        members: ['Project Pat', 'GloRilla', 'Key Glock', 'Young Dolph'],
        difficulty: 'normal',
      },
      {
        category: 'Oscar winners',
        members: ['Eminem', 'Common', 'Questlove', 'Will Smith'],
        difficulty: 'hard',
      },
      {
        category: 'Money in the name',
        members: ['Moneybagg Yo', 'Ca$h Out', 'Rich the Kid', 'Bankroll Fresh'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Memphis mastery. You ran through it like a Three 6 beat.',
    lossQuote: 'Tear-da-club-up energy, wrong answers. Tomorrow.',
  },
  {
    groups: [
      {
        category: 'Florida rappers',
        members: ['Trina', 'Denzel Curry', 'Trick Daddy', 'Plies'],
        difficulty: 'easy',
      },
      {
        category: 'Maybach Music Group',
        members: ['Wale', 'Meek Mill', 'Gunplay', 'Rockie Fresh'],
        difficulty: 'normal',
      },
      {
        category: '2 Live Crew',
        members: ['Uncle Luke', 'Fresh Kid Ice', 'Mr. Mixx', 'Brother Marquis'],
        difficulty: 'hard',
      },
      {
        category: 'Animals in the name',
        members: ['Pitbull', 'Doja Cat', 'Birdman', 'Foxy Brown'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Sunshine State of mind. Flawless.',
    lossQuote: 'Got caught in the humidity. Dry off and return.',
  },
  {
    groups: [
      {
        category: 'Toronto artists',
        members: ['Drake', 'The Weeknd', 'Tory Lanez', 'Nav'],
        difficulty: 'easy',
      },
      {
        category: 'Canadian rap pioneers',
        members: ['Maestro Fresh Wes', 'Kardinal Offishall', 'k-os', 'Choclair'],
        difficulty: 'normal',
      },
      {
        category: 'Canadian beatmakers',
        members: ['T-Minus', 'Murda Beatz', 'Nineteen85', 'WondaGurl'],
        difficulty: 'hard',
      },
      {
        category: 'Nicknames for Toronto',
        members: ['The 6ix', 'T-Dot', 'Hogtown', 'The Big Smoke'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Certified in the 6ix. Run it up north.',
    lossQuote: 'Frostbite this round. Thaw out and try tomorrow.',
  },
  {
    groups: [
      {
        category: 'Style talk',
        members: ['Kicks', 'Threads', 'Drip', 'Fit'],
        difficulty: 'easy',
      },
      {
        category: 'Words for home',
        members: ['Crib', 'Pad', 'Spot', 'Digs'],
        difficulty: 'normal',
      },
      {
        category: 'Showing off',
        members: ['Flex', 'Stunt', 'Floss', 'Shine'],
        difficulty: 'hard',
      },
      {
        category: 'Slang a hit song made famous',
        members: ['Stan', 'Bling', 'Jiggy', 'Dab'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Fresh to death and fluent. No cap.',
    lossQuote: 'All flex, no finish today. Run it back.',
  },
  {
    groups: [
      {
        category: 'Real first names of superstars',
        members: ['Marshall', 'Shawn', 'Aubrey', 'Curtis'],
        difficulty: 'easy',
      },
      {
        category: 'Lil Wayne albums',
        members: ['Tha Block Is Hot', 'Tha Carter III', 'Rebirth', 'Funeral'],
        difficulty: 'normal',
      },
      {
        category: 'Names that are acronyms',
        members: ['KRS-One', 'Guru', 'A$AP Ferg', 'MF DOOM'],
        difficulty: 'hard',
      },
      {
        category: 'Surnames shared by two legends',
        members: ['Carter', 'Jackson', 'Smith', 'Jones'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You know them by name. Real recognise real.',
    lossQuote: 'Mistaken identity. Check the liner notes tomorrow.',
  },
  {
    groups: [
      {
        category: 'Kanye West songs',
        members: ['Gold Digger', 'Stronger', 'Jesus Walks', 'Power'],
        difficulty: 'easy',
      },
      {
        category: 'Later Kanye albums',
        members: ['The Life of Pablo', 'Ye', 'Jesus Is King', 'Yeezus'],
        difficulty: 'normal',
      },
      {
        category: 'Kanye team-ups',
        members: ['Watch the Throne', 'Kids See Ghosts', 'Cruel Summer', 'Vultures 1'],
        difficulty: 'hard',
      },
      {
        category: 'Odes to mothers',
        members: ['Dear Mama', 'Hey Mama', 'Ms. Jackson', 'Donda'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'All of the points, all of the lights. Flawless.',
    lossQuote: 'Runaway result. Take a breath and come back.',
  },
  {
    groups: [
      {
        category: 'LL Cool J hits',
        members: ['I Need Love', 'Rock the Bells', 'Around the Way Girl', 'Going Back to Cali'],
        difficulty: 'easy',
      },
      {
        category: 'Ran Def Jam',
        members: ['Russell Simmons', 'Lyor Cohen', 'Kevin Liles', 'Jay-Z'],
        difficulty: 'normal',
      },
      {
        category: 'Murder Inc. artists',
        members: ['Ja Rule', 'Ashanti', 'Irv Gotti', 'Lloyd'],
        difficulty: 'hard',
      },
      {
        category: 'Places in the name',
        members: ['Memphis Bleek', 'French Montana', 'Flo Rida', 'Charli Baltimore'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Def Jam approved. Sign here, superstar.',
    lossQuote: 'The label passed today. Shop the demo tomorrow.',
  },
  {
    groups: [
      {
        category: 'Albums by Tyler',
        members: ['Goblin', 'Cherry Bomb', 'Flower Boy', 'Igor'],
        difficulty: 'easy',
      },
      {
        category: 'Odd Future members',
        members: ['Earl Sweatshirt', 'Frank Ocean', 'Hodgy', 'Domo Genesis'],
        difficulty: 'normal',
      },
      {
        category: "Tyler's alter egos",
        members: ['Wolf Haley', 'Tron Cat', 'Tyler Baudelaire', 'St. Chroma'],
        difficulty: 'hard',
      },
      {
        category: 'Animal album titles',
        members: ['Wolf', 'Scorpion', 'Doggystyle', 'To Pimp a Butterfly'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Flower boy energy. Everything bloomed.',
    lossQuote: 'Call me if you get it. Tomorrow, maybe.',
  },
  {
    groups: [
      {
        category: 'From the Bronx',
        members: ['Big Pun', 'Cardi B', 'French Montana', 'A Boogie wit da Hoodie'],
        difficulty: 'easy',
      },
      {
        category: 'Boogie Down Productions',
        members: ['KRS-One', 'Scott La Rock', 'D-Nice', 'Ms. Melodie'],
        difficulty: 'normal',
      },
      {
        category: 'Eric B. & Rakim songs',
        members: ['I Know You Got Soul', 'Follow the Leader', 'Microphone Fiend', 'Eric B. Is President'],
        difficulty: 'hard',
      },
      {
        category: 'Living large',
        members: ['Fat Joe', 'Fat Pat', 'Fat Boys', 'Fatman Scoop'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Boogie Down royalty. The Bronx salutes you.',
    lossQuote: 'The Bronx is burning, and so was that round.',
  },
  {
    groups: [
      {
        category: 'Lil Wayne mixtapes',
        members: ['Dedication 2', 'Da Drought 3', 'No Ceilings', 'Sorry 4 the Wait'],
        difficulty: 'easy',
      },
      {
        category: 'Mixtape DJs',
        members: ['DJ Drama', 'DJ Clue', 'DJ Kay Slay', 'DJ Whoo Kid'],
        difficulty: 'normal',
      },
      {
        category: 'Breakout mixtapes',
        members: ['Acid Rap', 'So Far Gone', 'Live.Love.A$AP', '1999'],
        difficulty: 'hard',
      },
      {
        category: 'Future mixtapes',
        members: ['Monster', 'Beast Mode', '56 Nights', 'Purple Reign'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Hosted, tagged and certified. Mixtape legend.',
    lossQuote: 'This tape skipped. Rewind and try tomorrow.',
  },
  {
    groups: [
      {
        category: 'Beastie Boys albums',
        members: ['Licensed to Ill', "Paul's Boutique", 'Check Your Head', 'Ill Communication'],
        difficulty: 'easy',
      },
      {
        category: 'Beastie Boys',
        members: ['Mike D', 'Ad-Rock', 'MCA', 'Mix Master Mike'],
        difficulty: 'normal',
      },
      {
        category: 'Cypress Hill',
        members: ['B-Real', 'Sen Dog', 'DJ Muggs', 'Eric Bobo'],
        difficulty: 'hard',
      },
      {
        category: 'Three-letter names',
        members: ['DMX', 'RZA', 'Nas', 'Bas'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Ill communication, perfect reception.',
    lossQuote: 'No sleep till tomorrow. You will get it then.',
  },
  {
    groups: [
      {
        category: 'Words for a car',
        members: ['Whip', 'Ride', 'Donk', 'Scraper'],
        difficulty: 'easy',
      },
      {
        category: 'Words for a partner',
        members: ['Shorty', 'Boo', 'Wifey', 'Bae'],
        difficulty: 'normal',
      },
      {
        category: 'Words for the neighbourhood',
        members: ['Hood', 'Block', 'Turf', 'Ends'],
        difficulty: 'hard',
      },
      {
        category: 'Hidden vehicles',
        members: ['Busta Rhymes', 'Playboi Carti', 'Vanilla Ice', 'Lil Yachty'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Pulled up, parked it, perfect. Nice ride.',
    lossQuote: 'Stalled out on the block. Refuel for tomorrow.',
  },
  {
    groups: [
      {
        category: 'Harlem rappers',
        members: ['Big L', 'Mase', 'Dave East', 'Kurtis Blow'],
        difficulty: 'easy',
      },
      {
        category: 'The Diplomats',
        members: ["Cam'ron", 'Juelz Santana', 'Freekey Zekey', 'Hell Rell'],
        difficulty: 'normal',
      },
      {
        category: 'Ruff Ryders',
        members: ['Drag-On', 'Swizz Beatz', 'Jadakiss', 'Styles P'],
        difficulty: 'hard',
      },
      {
        category: 'Born with the surname Jones',
        members: ['Nas', "Lil' Kim", "Ol' Dirty Bastard", 'Jim Jones'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Harlem swagger. You stepped on that like Dipset.',
    lossQuote: 'Diplomatic immunity revoked. Try again tomorrow.',
  },
  {
    groups: [
      {
        category: 'Dr. Dre songs',
        members: ['Still D.R.E.', 'Forgot About Dre', 'The Next Episode', "Nuthin' but a G Thang"],
        difficulty: 'easy',
      },
      {
        category: 'From Long Beach',
        members: ['Snoop Dogg', 'Nate Dogg', 'Vince Staples', 'KXNG Crooked'],
        difficulty: 'normal',
      },
      {
        category: 'West Coast producers',
        members: ['Battlecat', 'DJ Pooh', 'Sir Jinx', 'Mustard'],
        difficulty: 'hard',
      },
      {
        category: 'Names ending in one letter',
        members: ['Warren G', 'Bun B', 'Juicy J', 'Polo G'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'G-funk groove, zero bumps. Smooth landing.',
    lossQuote: 'Hit a pothole on the 405. Cruise back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Eminem songs',
        members: ['Stan', 'Without Me', 'Lose Yourself', 'Rap God'],
        difficulty: 'easy',
      },
      {
        category: "Rappers on 'Mercy'",
        members: ['Kanye West', 'Big Sean', 'Pusha T', '2 Chainz'],
        difficulty: 'normal',
      },
      {
        category: "Featured on Kanye's 'Monster'",
        members: ['Jay-Z', 'Rick Ross', 'Nicki Minaj', 'Bon Iver'],
        difficulty: 'hard',
      },
      {
        category: 'Eminem songs named after icons',
        members: ['Superman', 'Venom', 'Godzilla', 'Houdini'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Monster performance. Mercy on the rest of us.',
    lossQuote: 'No mercy from the board today. Come back strong.',
  },
  {
    groups: [
      {
        category: 'Fugees songs',
        members: ['Killing Me Softly', 'Ready or Not', 'Fu-Gee-La', 'Vocab'],
        difficulty: 'easy',
      },
      {
        category: 'Lauryn Hill solo songs',
        members: ['Ex-Factor', 'Doo Wop', 'To Zion', 'Lost Ones'],
        difficulty: 'normal',
      },
      {
        category: 'Wyclef Jean hits',
        members: ['Gone Till November', "Hips Don't Lie", 'Sweetest Girl', '911'],
        difficulty: 'hard',
      },
      {
        category: 'Released in 1996',
        members: ['The Score', "Ridin' Dirty", 'Illadelph Halflife', 'The Coming'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Ready or not, you nailed it.',
    lossQuote: 'Killing you softly today. Back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Indie hip-hop labels',
        members: ['Stones Throw', 'Rawkus', 'Rhymesayers', 'Def Jux'],
        difficulty: 'easy',
      },
      {
        category: 'Griselda',
        members: ['Westside Gunn', 'Conway the Machine', 'Benny the Butcher', 'Armani Caesar'],
        difficulty: 'normal',
      },
      {
        category: 'MF DOOM aliases',
        members: ['Viktor Vaughn', 'King Geedorah', 'Zev Love X', 'Metal Fingers'],
        difficulty: 'hard',
      },
      {
        category: 'Madlib projects and personas',
        members: ['Quasimoto', 'Madvillain', 'Jaylib', 'Beat Konducta'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Underground king. Keep it on the low.',
    lossQuote: 'The villain wins this round. Mask up tomorrow.',
  },
  {
    groups: [
      {
        category: 'Clothing lines from hip-hop moguls',
        members: ['Rocawear', 'Sean John', 'Phat Farm', 'Billionaire Boys Club'],
        difficulty: 'easy',
      },
      {
        category: 'Blockbuster business moves',
        members: ['Beats by Dre', 'Tidal', 'Vitaminwater', 'Ciroc'],
        difficulty: 'normal',
      },
      {
        category: 'Hip-hop TV shows',
        members: ['Yo! MTV Raps', 'Rap City', '106 & Park', 'Video Music Box'],
        difficulty: 'hard',
      },
      {
        category: 'Other Jay-Z ventures',
        members: ['Ace of Spades', "D'Usse", 'Roc Nation', 'Brooklyn Nets'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Not a businessman, a business. Deal closed.',
    lossQuote: 'Bad quarter. The shareholders expect a rebound.',
  },
  {
    groups: [
      {
        category: 'Atlanta rappers',
        members: ['2 Chainz', 'B.o.B', 'Lil Jon', 'Gunna'],
        difficulty: 'easy',
      },
      {
        category: 'Terror Squad',
        members: ['Fat Joe', 'Remy Ma', 'Cuban Link', 'Triple Seis'],
        difficulty: 'normal',
      },
      {
        category: 'Gang Starr Foundation',
        members: ['Guru', 'Jeru the Damaja', 'Group Home', 'Big Shug'],
        difficulty: 'hard',
      },
      {
        category: 'All born Christopher',
        members: ['Notorious B.I.G.', 'Ludacris', 'DJ Premier', 'Big Pun'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You saw through every alias. Detective bars.',
    lossQuote: 'The real names fooled you. Check the credits.',
  },
  {
    groups: [
      {
        category: '90s pop-rap smashes',
        members: ['Ice Ice Baby', "U Can't Touch This", 'Jump', "Gangsta's Paradise"],
        difficulty: 'easy',
      },
      {
        category: 'Flipmode Squad',
        members: ['Rah Digga', 'Spliff Star', 'Rampage', 'Baby Sham'],
        difficulty: 'normal',
      },
      {
        category: 'Oakland rappers',
        members: ['Too $hort', 'Keak da Sneak', 'Mistah F.A.B.', 'Kamaiyah'],
        difficulty: 'hard',
      },
      {
        category: 'Named after someone famous',
        members: ['Nipsey Hussle', 'MC Hammer', 'Busta Rhymes', 'Ice-T'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Too legit. The board never stood a chance.',
    lossQuote: 'Pump the brakes, regroup, and hit it tomorrow.',
  },
  {
    groups: [
      {
        category: 'Cardi B songs',
        members: ['I Like It', 'WAP', 'Money', 'Up'],
        difficulty: 'easy',
      },
      {
        category: 'Megan Thee Stallion songs',
        members: ['Savage', 'Body', 'Hiss', 'Captain Hook'],
        difficulty: 'normal',
      },
      {
        category: 'Nicki Minaj songs',
        members: ['Super Bass', 'Starships', 'Anaconda', 'Chun-Li'],
        difficulty: 'hard',
      },
      {
        category: 'Colors in the title',
        members: ['Bodak Yellow', 'Redbone', 'Blue Magic', 'Black and Yellow'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Bodak gold. You painted the board.',
    lossQuote: 'Colors ran together today. Fresh canvas tomorrow.',
  },
  {
    groups: [
      {
        category: 'Ice Cube albums',
        members: ['Death Certificate', 'The Predator', 'Lethal Injection', 'Raw Footage'],
        difficulty: 'easy',
      },
      {
        category: 'DMX albums',
        members: ['And Then There Was X', 'The Great Depression', 'Grand Champ', 'Exodus'],
        difficulty: 'normal',
      },
      {
        category: 'Horrorcore acts',
        members: ['Gravediggaz', 'Insane Clown Posse', 'Brotha Lynch Hung', 'Esham'],
        difficulty: 'hard',
      },
      {
        category: 'Death in the name',
        members: ['Ready to Die', 'Life After Death', 'Death Row', 'Death Grips'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Ready to win and you did. Life after puzzles.',
    lossQuote: 'That round was a death certificate. Rise again tomorrow.',
  },
  {
    groups: [
      {
        category: 'Nike classics',
        members: ['Air Force 1', 'Air Max 90', 'Cortez', 'Dunk'],
        difficulty: 'easy',
      },
      {
        category: 'Adidas classics',
        members: ['Superstar', 'Gazelle', 'Samba', 'Campus'],
        difficulty: 'normal',
      },
      {
        category: 'Puma partners',
        members: ['Jay-Z', 'J. Cole', 'Rihanna', 'Nipsey Hussle'],
        difficulty: 'hard',
      },
      {
        category: 'Sneakers named after athletes',
        members: ['Stan Smith', 'Rod Laver', 'Chuck Taylor', 'Air Jordan'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Laced up and locked in. Fresh out the box.',
    lossQuote: 'Tripped on your laces. New pair tomorrow.',
  },
  {
    groups: [
      {
        category: 'Drake songs',
        members: ['Hotline Bling', "God's Plan", 'In My Feelings', 'One Dance'],
        difficulty: 'easy',
      },
      {
        category: "Drake's beef opponents",
        members: ['Meek Mill', 'Pusha T', 'Kendrick Lamar', 'Common'],
        difficulty: 'normal',
      },
      {
        category: 'The 2024 diss war',
        members: ['Not Like Us', 'Meet the Grahams', 'Family Matters', 'Push Ups'],
        difficulty: 'hard',
      },
      {
        category: 'Drake on TV',
        members: ['Degrassi', 'Euphoria', 'Top Boy', 'Saturday Night Live'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'They not like you. You won the whole beef.',
    lossQuote: 'Took an L in the diss war. Regroup for round two.',
  },
  {
    groups: [
      {
        category: 'Chicago drill',
        members: ['Lil Durk', 'King Von', 'G Herbo', 'Lil Bibby'],
        difficulty: 'easy',
      },
      {
        category: 'Brooklyn drill',
        members: ['Pop Smoke', 'Fivio Foreign', 'Sheff G', 'Sleepy Hallow'],
        difficulty: 'normal',
      },
      {
        category: 'UK drill',
        members: ['Digga D', 'K-Trap', 'Unknown T', 'Loski'],
        difficulty: 'hard',
      },
      {
        category: 'Drill names with numbers',
        members: ['22Gz', '67', '410', 'Booka600'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Chicago to Brooklyn to London. You drilled it.',
    lossQuote: 'That beat slid past you. Catch the next one.',
  },
  {
    groups: [
      {
        category: 'Friday characters',
        members: ['Smokey', 'Deebo', 'Big Worm', 'Ezal'],
        difficulty: 'easy',
      },
      {
        category: 'Boyz n the Hood characters',
        members: ['Tre', 'Ricky', 'Furious', 'Brandi'],
        difficulty: 'normal',
      },
      {
        category: 'Juice characters',
        members: ['Bishop', 'Q', 'Raheem', 'Steel'],
        difficulty: 'hard',
      },
      {
        category: 'Played by Ice Cube',
        members: ['Craig', 'Doughboy', 'Calvin', 'Captain Dickson'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You got knocked out? Nah, you did the knocking.',
    lossQuote: 'Deebo took your points today. Get them back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Old-school classics',
        members: ["Rapper's Delight", 'The Message', 'Planet Rock', 'La Di Da Di'],
        difficulty: 'easy',
      },
      {
        category: 'The Furious Five',
        members: ['Melle Mel', 'Kidd Creole', 'Scorpio', 'Rahiem'],
        difficulty: 'normal',
      },
      {
        category: 'Pioneering labels',
        members: ['Sugar Hill', 'Enjoy Records', 'Tommy Boy', 'Profile Records'],
        difficulty: 'hard',
      },
      {
        category: 'Wild West words',
        members: ['Old Town Road', 'Rodeo', 'Outlawz', 'Cowboy'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Old school, new record. Pioneer status unlocked.',
    lossQuote: 'The message got lost today. Tune back in tomorrow.',
  },
  {
    groups: [
      {
        category: 'Migos songs',
        members: ['Bad and Boujee', 'Versace', 'Walk It Talk It', 'Motorsport'],
        difficulty: 'easy',
      },
      {
        category: '1017 Records artists',
        members: ['Waka Flocka Flame', 'OJ da Juiceman', 'Pooh Shiesty', 'Big Scarr'],
        difficulty: 'normal',
      },
      {
        category: 'Southern trap producers',
        members: ['DJ Toomp', 'Shawty Redd', 'Drumma Boy', 'Sonny Digital'],
        difficulty: 'hard',
      },
      {
        category: 'Songs named after food',
        members: ['Stir Fry', 'Pound Cake', 'Chicken Noodle Soup', 'Ice Cream'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Whipped it up perfectly. Chef kiss.',
    lossQuote: 'Overcooked that one. Fresh ingredients tomorrow.',
  },
  {
    groups: [
      {
        category: 'Puff Daddy hits',
        members: ["I'll Be Missing You", 'Been Around the World', 'Victory', 'Bad Boy for Life'],
        difficulty: 'easy',
      },
      {
        category: 'Sampled on big Kanye hits',
        members: ['Chaka Khan', 'Ray Charles', 'Daft Punk', 'Curtis Mayfield'],
        difficulty: 'normal',
      },
      {
        category: 'Sampled on 90s smashes',
        members: ['Rick James', 'Queen', 'Stevie Wonder', 'The Police'],
        difficulty: 'hard',
      },
      {
        category: 'The P-Funk family',
        members: ['George Clinton', 'Bootsy Collins', 'Parliament', 'Funkadelic'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Crate-digging genius. Every sample cleared.',
    lossQuote: 'The sample got flagged. Dig deeper tomorrow.',
  },
  {
    groups: [
      {
        category: 'Wiz Khalifa songs',
        members: ['See You Again', 'Roll Up', 'We Dem Boyz', 'Work Hard Play Hard'],
        difficulty: 'easy',
      },
      {
        category: 'Mac Miller projects',
        members: ['Blue Slide Park', 'The Divine Feminine', 'Swimming', 'Macadelic'],
        difficulty: 'normal',
      },
      {
        category: 'Weed slang',
        members: ['Kush', 'Loud', 'Gas', 'Reefer'],
        difficulty: 'hard',
      },
      {
        category: 'Post Malone songs',
        members: ['Circles', 'Rockstar', 'Congratulations', 'White Iverson'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Work hard, solve hard. Rolled it up clean.',
    lossQuote: 'Went in circles today. Straighten out tomorrow.',
  },
  {
    groups: [
      {
        category: 'From Ohio',
        members: ['Machine Gun Kelly', 'Bow Wow', 'Trippie Redd', 'Stalley'],
        difficulty: 'easy',
      },
      {
        category: 'Bone Thugs-n-Harmony',
        members: ['Bizzy Bone', 'Krayzie Bone', 'Layzie Bone', 'Wish Bone'],
        difficulty: 'normal',
      },
      {
        category: 'Ruthless Records acts',
        members: ['J.J. Fad', 'Above the Law', 'The D.O.C.', "Michel'le"],
        difficulty: 'hard',
      },
      {
        category: 'Just kids',
        members: ['Kid Cudi', 'Kid Ink', 'Kid Capri', "Kid 'n Play"],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Buckeye brilliance. Ohio is proud.',
    lossQuote: 'Crossroads today. Pick the right road tomorrow.',
  },
  {
    groups: [
      {
        category: '2000s dance hits',
        members: ['Crank That', 'Walk It Out', 'Snap Yo Fingers', 'Stanky Legg'],
        difficulty: 'easy',
      },
      {
        category: 'Crunk acts',
        members: ['Ying Yang Twins', 'Pastor Troy', 'Bone Crusher', 'Trillville'],
        difficulty: 'normal',
      },
      {
        category: 'Produced by Lil Jon',
        members: ['Yeah!', 'Goodies', 'Freek-a-Leek', 'Get Low'],
        difficulty: 'hard',
      },
      {
        category: 'Sweet treats',
        members: ['Laffy Taffy', 'Lollipop', 'Candy Shop', 'Milkshake'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Cranked that to perfection. Take a bow.',
    lossQuote: 'Snapped your streak. Lean back in tomorrow.',
  },
  {
    groups: [
      {
        category: 'Rap craft',
        members: ['Bars', 'Flow', 'Punchline', 'Cadence'],
        difficulty: 'easy',
      },
      {
        category: 'Battle rap leagues',
        members: ['URL', 'King of the Dot', "Don't Flop", 'Grind Time'],
        difficulty: 'normal',
      },
      {
        category: 'Battle rappers',
        members: ['Loaded Lux', 'Murda Mook', 'Charlie Clips', 'Hitman Holla'],
        difficulty: 'hard',
      },
      {
        category: 'Freestyle showcases',
        members: ['Fire in the Booth', 'Freestyle Friday', '5 Fingers of Death', 'BET Cypher'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Bars on bars. The crowd went crazy.',
    lossQuote: 'You got bodied this round. Write back tomorrow.',
  },
  {
    groups: [
      {
        category: 'Luxury houses',
        members: ['Gucci', 'Versace', 'Balenciaga', 'Prada'],
        difficulty: 'easy',
      },
      {
        category: 'Hip-hop labels by initials',
        members: ['TDE', 'OVO', 'MMG', 'QC'],
        difficulty: 'normal',
      },
      {
        category: 'D.I.T.C. members',
        members: ['Diamond D', 'O.C.', 'Showbiz', 'Buckwild'],
        difficulty: 'hard',
      },
      {
        category: 'Fashion by initials',
        members: ['YSL', 'LV', 'CDG', 'MCM'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Designer-level solve. Dripping in points.',
    lossQuote: 'Wrong fit today. Back to the boutique tomorrow.',
  },
  {
    groups: [
      {
        category: 'From New Jersey',
        members: ['Fetty Wap', 'Joe Budden', 'Queen Latifah', 'Lauryn Hill'],
        difficulty: 'easy',
      },
      {
        category: 'Naughty by Nature songs',
        members: ['O.P.P.', 'Hip Hop Hooray', 'Feel Me Flow', 'Jamboree'],
        difficulty: 'normal',
      },
      {
        category: 'Redman albums',
        members: ['Dare Iz a Darkside', 'Muddy Waters', "Doc's da Name 2000", 'Malpractice'],
        difficulty: 'hard',
      },
      {
        category: 'Hip-hop doctors',
        members: ['Dr. Dre', 'Dr. Octagon', 'Funk Doc', "Doctor's Advocate"],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'The doctor is in, and the diagnosis is genius.',
    lossQuote: 'Malpractice on the board today. Get well tomorrow.',
  },
  {
    groups: [
      {
        category: 'OutKast songs',
        members: ['Hey Ya!', 'B.O.B.', 'Rosa Parks', 'The Way You Move'],
        difficulty: 'easy',
      },
      {
        category: 'So So Def acts',
        members: ['Da Brat', 'Kris Kross', 'Xscape', 'Jagged Edge'],
        difficulty: 'normal',
      },
      {
        category: 'Atlanta neighbourhoods',
        members: ['Bankhead', 'Zone 6', 'East Point', 'College Park'],
        difficulty: 'hard',
      },
      {
        category: 'In bloom',
        members: ['Roses', 'Sunflower', 'Lotus Flower Bomb', 'Flower Boy'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'So fresh, so clean. The A is yours.',
    lossQuote: 'Roses are red, that round was rough. Tomorrow.',
  },
  {
    groups: [
      {
        category: 'Public Enemy songs',
        members: ['Fight the Power', "Don't Believe the Hype", 'Bring the Noise', '911 Is a Joke'],
        difficulty: 'easy',
      },
      {
        category: 'Hip-hop reality TV',
        members: ['Making the Band', "Run's House", 'Flavor of Love', 'Love & Hip Hop'],
        difficulty: 'normal',
      },
      {
        category: 'Public Enemy albums',
        members: ['Fear of a Black Planet', 'Yo! Bum Rush the Show', 'Apocalypse 91', 'New Whirl Odor'],
        difficulty: 'hard',
      },
      {
        category: 'Spike Lee joints',
        members: ['Do the Right Thing', 'Malcolm X', 'Crooklyn', 'He Got Game'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You fought the power and won.',
    lossQuote: 'Do not believe the hype: you will get it tomorrow.',
  },
  {
    groups: [
      {
        category: 'City nicknames',
        members: ['H-Town', 'The A', 'The Lou', 'The Bay'],
        difficulty: 'easy',
      },
      {
        category: 'Brooklyn neighbourhoods',
        members: ['Bed-Stuy', 'Brownsville', 'Flatbush', 'Canarsie'],
        difficulty: 'normal',
      },
      {
        category: 'Legendary NYC spots',
        members: ['Rucker Park', 'The Tunnel', 'Latin Quarter', 'Harlem World'],
        difficulty: 'hard',
      },
      {
        category: 'Famous housing projects',
        members: ['Marcy', 'Queensbridge', 'Magnolia', 'Park Hill'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'You know every block. Tour guide of the day.',
    lossQuote: 'Took a wrong turn off the avenue. Map it tomorrow.',
  },
  {
    groups: [
      {
        category: 'Childish Gambino songs',
        members: ['This Is America', 'Redbone', 'Bonfire', 'Feels Like Summer'],
        difficulty: 'easy',
      },
      {
        category: 'Won the Best Rap Song Grammy',
        members: ['Money Maker', 'Good Life', 'Run This Town', 'Alright'],
        difficulty: 'normal',
      },
      {
        category: 'Won Best New Artist',
        members: ['Arrested Development', 'Lauryn Hill', 'Chance the Rapper', 'Megan Thee Stallion'],
        difficulty: 'hard',
      },
      {
        category: 'Titles that are just numbers',
        members: ['3005', '212', '679', '1-800-273-8255'],
        difficulty: 'tricky',
      },
    ],
    winQuote: 'Grammy-worthy run. Thank the academy.',
    lossQuote: 'No trophy tonight. There is always next season.',
  },
];
