export default function GamePage() {
  return <main>Game</main>;
}
