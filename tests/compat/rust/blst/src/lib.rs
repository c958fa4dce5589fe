//! Nothing: see Cargo.toml.
#![no_std]
