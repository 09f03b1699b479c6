import { StaticPage } from '../../components/StaticPage';
import { BLOG_POSTS } from './blogPosts';
import * as s from './static.css';

export default function BlogPage() {
  return (
    <StaticPage
      title="The 16 Bars Blog"
      kicker="Notes from the booth"
      lead="How the puzzles get made, why they trick you, and what we are building next."
    >
      <nav aria-label="Posts">
        <ul className={s.toc}>
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <a href={`#${post.slug}`}>{post.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {BLOG_POSTS.map((post) => (
        <article key={post.slug} id={post.slug} className={s.post} aria-labelledby={`${post.slug}-title`}>
          <h2 id={`${post.slug}-title`} className={s.postTitle}>
            {post.title}
          </h2>
          <p className={s.postMeta}>
            <time>{post.date}</time> · {post.author}
          </p>
          <div className={s.prose}>{post.body}</div>
        </article>
      ))}
      <p className={s.comingSoon}>More posts coming soon</p>
    </StaticPage>
  );
}
