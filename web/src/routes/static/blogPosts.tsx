import type { ReactNode } from 'react';

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  author: string;
  body: ReactNode;
}

/** Spec 000 §2: the blog's three posts, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'inside-the-beta',
    title: 'Inside the closed beta',
    date: 'November 14, 2026',
    author: 'The 16 Bars team',
    body: (
      <>
        <p>
          Why a closed beta for a word game? Because a puzzle is only as good as the people who break it. Every day a
          small group of testers plays tomorrow's board before anyone else, and tells us where it hurts.
        </p>
        <p>
          Testers get a Rate Today's Puzzle button on the results screen: one to five, plus Too Easy, Just Right or Too
          Hard. Those two answers decide a lot. A board that most testers call Too Easy gets a meaner red herring. One
          that gets called unfair, because a tile honestly fits two groups, gets rewritten. Our rule: every puzzle has
          exactly one solution, and a sharp fan should be able to defend it.
        </p>
        <p>
          The server checks every guess and times every game, so when the beta opens up, the leaderboard will be one you
          can trust. If you want in, apply from the beta page. We add new players every week.
        </p>
      </>
    ),
  },
  {
    slug: 'the-art-of-the-red-herring',
    title: 'The art of the red herring',
    date: 'October 30, 2026',
    author: 'The 16 Bars team',
    body: (
      <>
        <p>
          A 16 Bars board without a trap is just a sorting exercise. The fun lives in the tile that looks like it
          belongs to one group and actually belongs to another.
        </p>
        <p>
          Take <em>Ice</em>. Is it one of the rappers with a frozen stage name, a word for jewellery, or part of a
          famous album title? On a good board it could be all three, and only one answer leaves the other fifteen tiles
          in groups that work. That is the red herring: five or six tiles that fit a category, only four of which do.
        </p>
        <p>
          We build herrings on purpose. The yellow and red groups usually hide behind a tempting green one, so the first
          group you spot is often the bait. Two habits help. Find the tile that fits nowhere else and build out from it.
          And before you hit Spit, ask which of your four could also live somewhere else.
        </p>
        <p>Mistakes are part of it. You get four. Spend them wisely.</p>
      </>
    ),
  },
  {
    slug: 'how-a-puzzle-gets-made',
    title: 'How a 16 Bars puzzle gets made',
    date: 'October 12, 2026',
    author: 'The 16 Bars team',
    body: (
      <>
        <p>
          Every board starts with one idea that makes us grin: a category like "Rappers named after food" or "Songs that
          are also area codes". From there we need three more groups, and they have to fight each other.
        </p>
        <p>
          Each puzzle has four groups at four levels. Green is the one most fans see at a glance. Blue needs a second
          look. Yellow asks for real knowledge. Red is the tricky one: wordplay, a hidden pattern, the connection you
          only see after you have ruled out everything else.
        </p>
        <p>
          Then we test it on ourselves, and then on the beta. Is every tile spelled the way fans would expect? Does any
          tile honestly belong to two groups? Is the red group clever or just obscure? About half the boards we write
          never make it out of this stage.
        </p>
        <p>
          The ones that survive go into the calendar, one per day. At midnight UTC the next board drops, and thousands
          of people get to argue about it. That is the best part.
        </p>
      </>
    ),
  },
];
