/**
 * @generated SignedSource<<21dc51e506771acf8daf4215b983daed>>
 * @relayHash 44de31822da3ea9a14058e3dbcf1d8cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44de31822da3ea9a14058e3dbcf1d8cc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "44de31822da3ea9a14058e3dbcf1d8cc",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
