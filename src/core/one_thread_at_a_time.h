// A guard for an object that one thread at a time may use, such as an
// environment whose buffers a step rewrites in place: a thread that enters
// while another is inside gets a clear Error instead of racing it (which
// corrupted the heap). Refusing, not waiting: two threads stepping one
// environment would read each other's observations anyway.
#pragma once

#include <atomic>
#include <string>

#include "core/error.h"

namespace bidlab {

class OneThreadAtATime {
 public:
  // Held for the length of one use: throws Error naming `what` (e.g.
  // "ContestedEnv.step") when another thread holds a Use of `guard`.
  class Use {
   public:
    Use(OneThreadAtATime& guard, const std::string& what) : guard_(guard) {
      if (guard_.busy_.exchange(true, std::memory_order_acquire))
        throw Error(what +
                    ": another thread is using this object now; it is for one thread at a time (give each thread "
                    "its own)");
    }
    ~Use() { guard_.busy_.store(false, std::memory_order_release); }
    Use(const Use&) = delete;
    Use& operator=(const Use&) = delete;

   private:
    OneThreadAtATime& guard_;
  };

 private:
  std::atomic<bool> busy_{false};
};

}  // namespace bidlab
