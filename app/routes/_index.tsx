export default function Landing() {
  return <h1>Qualia</h1>;
}
