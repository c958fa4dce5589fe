//! rand 0.9's calls of c-kzg's Rust tests, on rand 0.8 (see Cargo.toml).
pub use rand08::rngs;

pub fn rng() -> rngs::ThreadRng {
    rand08::thread_rng()
}

pub trait Rng: rand08::Rng {
    fn random_range<T, R>(&mut self, range: R) -> T
    where
        T: rand08::distributions::uniform::SampleUniform,
        R: rand08::distributions::uniform::SampleRange<T>,
    {
        rand08::Rng::gen_range(self, range)
    }

    fn fill<T: rand08::Fill + ?Sized>(&mut self, dest: &mut T) {
        rand08::Rng::fill(self, dest)
    }
}

impl<G: rand08::Rng + ?Sized> Rng for G {}
