/**
 * @generated SignedSource<<22614e0856bad47b306ad672b495decd>>
 * @relayHash 1028b82d0df4169486fef368e403a8ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1028b82d0df4169486fef368e403a8ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1028b82d0df4169486fef368e403a8ae",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
