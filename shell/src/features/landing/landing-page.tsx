export function LandingPage() {
  return <section className="p-8"><h1 className="text-3xl font-bold">เรียนโค้ด</h1></section>;
}
