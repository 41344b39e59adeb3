//! Long work in slices (a game by link's proofs and checks): the work stops at `pause` points
//! and whoever runs it decides whether to go on at once (natively: tests, benches, the fuzzer)
//! or after the browser has had its turn (the app, so no frame waits on a whole proof). The
//! wait is passed in, so the engine keeps no web imports.
//!
//! Written as `async` work rather than hand-made state machines: the proofs keep their plain
//! shape, and `run_at_once` gives the same result natively with no executor crate.

use std::future::Future;
use std::panic::Location;
use std::pin::{Pin, pin};
use std::task::{Context, Poll, Waker};

/// A wait the browser gives back (a timer of 0 ms, say).
pub type Wait = Pin<Box<dyn Future<Output = ()>>>;

/// Where in the code a pause is (to find the longest stretch between two).
pub type At = &'static Location<'static>;

/// Where work may stop for now. Without a wait function every pause goes on at once.
pub struct Slicer {
    wait: Option<Box<dyn FnMut(At) -> Option<Wait>>>,
    pauses: u64,
}

impl Slicer {
    /// Every pause goes on at once.
    pub fn at_once() -> Slicer {
        Slicer {
            wait: None,
            pauses: 0,
        }
    }

    /// At each pause `wait` says whether to stop (Some: the work goes on when that resolves).
    /// It is told where the pause is.
    pub fn new(wait: impl FnMut(At) -> Option<Wait> + 'static) -> Slicer {
        Slicer {
            wait: Some(Box::new(wait)),
            pauses: 0,
        }
    }

    /// A point where the work may stop for now.
    #[track_caller]
    pub fn pause(&mut self) -> impl Future<Output = ()> + '_ {
        let at = Location::caller();
        async move {
            self.pauses += 1;
            let wait = self.wait.as_mut().and_then(|wait| wait(at));
            if let Some(wait) = wait {
                wait.await;
            }
        }
    }

    /// How many pause points the work has passed.
    pub fn pauses(&self) -> u64 {
        self.pauses
    }
}

/// Runs work made with [`Slicer::at_once`] to its end, here and now.
///
/// # Panics
/// If the work waits on something (it was given a slicer that stops).
pub fn run_at_once<T>(work: impl Future<Output = T>) -> T {
    let mut work = pin!(work);
    match work.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(out) => out,
        Poll::Pending => panic!("work run at once waited"),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    /// A wait that is pending once, then done: what a browser timer looks like to the work.
    struct OneTurn(bool);

    impl Future for OneTurn {
        type Output = ();
        fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
            if self.0 {
                Poll::Ready(())
            } else {
                self.0 = true;
                cx.waker().wake_by_ref();
                Poll::Pending
            }
        }
    }

    /// A slicer that stops at every pause, and a count of the stops.
    pub(crate) fn stopping() -> (Slicer, Rc<Cell<u64>>) {
        let stops = Rc::new(Cell::new(0));
        let counted = stops.clone();
        let slicer = Slicer::new(move |_| {
            counted.set(counted.get() + 1);
            Some(Box::pin(OneTurn(false)) as Wait)
        });
        (slicer, stops)
    }

    /// Runs `work` as the browser would: polled again after every stop.
    pub(crate) fn run_stopping<T>(work: impl Future<Output = T>) -> T {
        let mut work = pin!(work);
        let mut cx = Context::from_waker(Waker::noop());
        loop {
            if let Poll::Ready(out) = work.as_mut().poll(&mut cx) {
                return out;
            }
        }
    }

    #[test]
    fn work_that_stops_ends_with_the_same_result() {
        async fn sum(slicer: &mut Slicer) -> u32 {
            let mut total = 0;
            for i in 1..=10 {
                total += i;
                slicer.pause().await;
            }
            total
        }
        assert_eq!(run_at_once(sum(&mut Slicer::at_once())), 55);
        let (mut slicer, stops) = stopping();
        assert_eq!(run_stopping(sum(&mut slicer)), 55);
        assert_eq!(stops.get(), 10);
        assert_eq!(slicer.pauses(), 10);
    }

    #[test]
    #[should_panic(expected = "waited")]
    fn running_at_once_refuses_work_that_stops() {
        let (mut slicer, _) = stopping();
        run_at_once(async move { slicer.pause().await });
    }
}
