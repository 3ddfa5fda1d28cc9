//! The WebAssembly exports the JavaScript module (`web/deduce.js`)
//! calls: it writes a request's UTF-8 bytes into memory it asked for
//! (`deduce_alloc`), calls `deduce_call` with them, and reads the answer
//! at `deduce_answer_ptr` for the length `deduce_call` returned. The
//! answer stays until the next call.

use std::cell::RefCell;

thread_local! {
    static ANSWER: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Room for a request of `len` bytes, for the caller to fill and hand to
/// `deduce_call`, which frees it.
#[unsafe(no_mangle)]
pub extern "C" fn deduce_alloc(len: usize) -> *mut u8 {
    let mut room = Vec::<u8>::with_capacity(len.max(1));
    let ptr = room.as_mut_ptr();
    std::mem::forget(room);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (from `deduce_alloc`),
/// frees it, and returns the answer's length in bytes.
///
/// # Safety
///
/// `ptr` came from `deduce_alloc(len)` and holds `len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn deduce_call(ptr: *mut u8, len: usize) -> usize {
    // SAFETY: the caller holds to the contract above: the room was made by
    // `deduce_alloc(len)` with capacity `len.max(1)` and filled.
    let bytes = unsafe { Vec::from_raw_parts(ptr, len, len.max(1)) };
    let answer = match String::from_utf8(bytes) {
        Ok(request) => super::call(&request),
        Err(_) => super::error_doc(&crate::error::Error::new(
            crate::error::ErrorKind::Usage,
            "the request is not UTF-8",
        ))
        .to_string(),
    };
    let len = answer.len();
    ANSWER.set(answer);
    len
}

/// Where the last answer's bytes are.
#[unsafe(no_mangle)]
pub extern "C" fn deduce_answer_ptr() -> *const u8 {
    ANSWER.with_borrow(|answer| answer.as_ptr())
}
